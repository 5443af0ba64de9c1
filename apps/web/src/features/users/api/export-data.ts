import { endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchDownload, saveFile } from '../../../lib/download';

/** The user's data export (a zip the server streams); `onProgress` gets the bytes received so far. */
export const exportData = (userId: string, onProgress: (received: number) => void) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file's name
  fetchDownload(endpoints.exportData, { params: { id: userId } }, onProgress, 'dayleaf-export.zip');

/**
 * Downloads the export and saves it as a file. `received` is the size downloaded so far while it runs (null
 * before the first bytes). The card shows a refusal (the daily limit) itself, so no toast.
 */
export function useExportData(userId: string) {
  const [received, setReceived] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      setReceived(null);
      const file = await exportData(userId, setReceived);
      saveFile(file);
      return file.filename;
    },
    meta: { errorLog: 'Data export failed' },
  });
  return { ...mutation, received };
}
