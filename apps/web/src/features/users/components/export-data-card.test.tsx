import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, HttpResponse, networkError } from '../../../test/msw/contract';
import { exportHandlers } from '../../../test/msw/export';
import { server } from '../../../test/msw/server';
import { usersHandlers } from '../../../test/msw/users';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ExportDataCard } from './export-data-card';

const USER = makeUser();
const FILENAME = `dayleaf-export-${USER.username}-2026-03-10.zip`;

/** What the browser was handed to save: the link's name and the blob behind its URL. */
let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  server.use(usersHandlers.getUser(() => HttpResponse.json(USER)));
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and cannot navigate to one: the URL is a name for the blob, and a link's click
  // records what it would save.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

/** A zip answer sent in two parts; the second waits for `release`, so the progress between them can be seen. */
function answerInTwoParts() {
  let release = () => {};
  const second = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  server.use(
    exportHandlers.exportData(({ params }) => {
      requests.push(params.id);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(1_500_000).fill(80));
          await second;
          controller.enqueue(new Uint8Array(500_000).fill(75));
          controller.close();
        },
      });
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${FILENAME}"` },
      }) as unknown as HttpResponse<Blob>;
    }),
  );
  return { release, requests };
}

describe('ExportDataCard', () => {
  it('when Download my data is pressed, then the size received shows as it arrives and the zip is saved under its name', async () => {
    const { release, requests } = answerInTwoParts();
    renderWithProviders(<ExportDataCard />, { user: USER });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Downloaded 1.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparing your data...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(requests).toEqual([USER.id]);
    expect(saved.map((s) => s.name)).toEqual([FILENAME]);
    expect(saved[0]!.blob.size).toBe(2_000_000);
    expect(saved[0]!.blob.type).toBe('application/zip');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("when the daily limit is reached (429), then the server's text shows and nothing is saved", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(exportHandlers.exportData(() => apiError(429, 'You have downloaded your data several times today. Please try again tomorrow.')));
    renderWithProviders(<ExportDataCard />, { user: USER });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You have downloaded your data several times today. Please try again tomorrow.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('when the connection fails, then a message says to try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(exportHandlers.exportData(() => networkError()));
    renderWithProviders(<ExportDataCard />, { user: USER });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The download was interrupted. Please try again.');
    expect(saved).toEqual([]);
  });
});
