import type { ChannelHandlers, Db } from '../src/shared/db/db';
import { statementOf } from '../src/shared/db/sql';

/**
 * A database that only listens: the test reports its listeners' events itself. The feed's markers are taken as
 * statements and kept in `markers()` until the test delivers them (`deliverMarkers`) as the listeners would hear them.
 */
export function listeningDb() {
  const listeners = new Map<string, ChannelHandlers>();
  let markers: { channels: string[]; marker: string }[] = [];
  let failing = false;
  const db = {
    listen: (name: string, h: ChannelHandlers) => {
      listeners.set(name, h);
      return { stop: async () => void listeners.delete(name) };
    },
    query: async (statement: Parameters<Db['query']>[0], params?: unknown[]) => {
      if (failing) throw new Error('connection refused');
      const { values } = statementOf(statement, params);
      markers.push({ marker: values[0] as string, channels: values[1] as string[] });
      return { rows: [], rowCount: 1 };
    },
  } as unknown as Db;
  return {
    db,
    /** The listener of `channel` (the only one when not named). */
    events: (channel?: string) => (channel ? listeners.get(channel) : [...listeners.values()][0])!,
    channels: () => [...listeners.keys()],
    /** The markers sent and not delivered yet. */
    markers: () => markers,
    /** Each listener hears the markers sent on its channel, as after any change notified before them. */
    deliverMarkers() {
      const sent = markers;
      markers = [];
      for (const { marker, channels } of sent) for (const channel of channels) listeners.get(channel)?.notify(marker);
    },
    /** The marker statement fails, as with the database down. */
    failMarkers(on: boolean) {
      failing = on;
    },
  };
}
