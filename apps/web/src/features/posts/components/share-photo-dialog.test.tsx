import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SharePhotoDialog } from './share-photo-dialog';

const ME = '11111111-1111-4111-8111-111111111111';

/** XMLHttpRequest at the network edge: the test decides when upload progress and the answer arrive. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  method = '';
  url = '';
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderDialog(onOpenChange = vi.fn()) {
  renderWithProviders(<SharePhotoDialog userId={ME} open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'walk.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('SharePhotoDialog', () => {
  it('when no photo is chosen, then Share Photo is disabled and the picker takes images only', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Share Photo' })).toBeDisabled();
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByPlaceholderText("What's happening?")).toBeInTheDocument();
  });

  it('when a file that is not an image is chosen, then it is refused and nothing can be shared', () => {
    renderDialog();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(screen.getByRole('button', { name: 'Share Photo' })).toBeDisabled();
  });

  it('when a photo is shared, then the form sends it with the caption, shows progress, and closes on success', async () => {
    const onOpenChange = renderDialog();
    choose(jpeg());
    expect(screen.getByRole('img', { name: 'Selected photo preview' })).toHaveAttribute('src', 'blob:preview');
    // The visible 'Change' is the label of the same file input, which is now named for what it does.
    expect(screen.getByText('Change').closest('label')).toHaveAttribute('for', 'share-photo-file');
    expect(screen.getByLabelText('Change photo')).toHaveAttribute('type', 'file');
    fireEvent.input(screen.getByPlaceholderText("What's happening?"), { target: { value: '  Sunset  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Photo' }));
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/posts']);
    expect(xhr.sent!.get('caption')).toBe('Sunset');
    expect(xhr.sent!.get('user_id')).toBe(ME);
    expect(xhr.sent!.get('photo')).toBeInstanceOf(File);
    expect(screen.getByRole('button', { name: 'Sharing...' })).toBeDisabled();

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');

    await act(async () => xhr.respond(201, { id: 'x' }));
    // The mutation settles a few promise turns after the answer.
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('when the upload is refused, then the failure is only logged and the photo stays for another try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onOpenChange = renderDialog();
    choose(jpeg());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Photo' }));
    });
    await act(async () => FakeXhr.last!.respond(415, { error: 'Please choose a JPEG, PNG, WebP or GIF image.' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Share Photo' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    warn.mockRestore();
  });
});
