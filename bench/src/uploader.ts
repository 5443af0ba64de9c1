/**
 * The uploads beside "feed page 1 + uploads", in a process of their own: one photo a second, each by the next
 * session, until told to stop. Run in the bench's own process, each 2.6 MB body (copied, encoded as multipart and
 * streamed) took turns on the event loop that times the feed's requests, so the feed's p99 counted the client's
 * delays as well as the server's. Uploads come from other phones; here they come from another process.
 *
 * Started by scenarios.ts with fork(): it gets a Start message, answers Ready, and on Stop waits for its uploads in
 * flight, then answers with what they did.
 */
import { readFileSync } from 'node:fs';

export interface UploaderStart {
  baseUrl: string;
  photoFile: string;
  sessions: { cookie: string; userId: string }[];
}

export type UploaderMessage = { start: UploaderStart } | { stop: true };

export type UploaderReply = { ready: true } | { statuses: Record<number, number>; took: number[] };

const statuses: Record<number, number> = {};
const took: number[] = [];
const inFlight = new Set<Promise<void>>();
let timer: NodeJS.Timeout | undefined;

function begin({ baseUrl, photoFile, sessions }: UploaderStart) {
  const photo = new Blob([readFileSync(photoFile)], { type: 'image/jpeg' });
  let i = 0;
  const upload = async () => {
    const s = sessions[i++ % sessions.length]!;
    const form = new FormData();
    form.set('photo', photo, 'photo.jpg');
    form.set('caption', 'Bench upload');
    form.set('user_id', s.userId);
    const started = performance.now();
    // Far above an upload's time on a busy machine (seconds): one that hangs counts as an error, not a stuck bench.
    const res = await fetch(`${baseUrl}/api/posts`, { method: 'POST', body: form, headers: { cookie: s.cookie }, signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    took.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  };
  const next = () => {
    const p = upload().catch(() => {
      statuses[0] = (statuses[0] ?? 0) + 1;
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  timer = setInterval(next, 1000);
  process.send?.({ ready: true } satisfies UploaderReply);
}

process.on('message', (message: UploaderMessage) => {
  if ('start' in message) return begin(message.start);
  clearInterval(timer);
  void Promise.all(inFlight).then(() => {
    process.send?.({ statuses, took } satisfies UploaderReply, () => process.exit(0));
  });
});
// The bench ending for any reason ends the uploads too.
process.on('disconnect', () => process.exit(0));
