import type { FileDto } from '@inkwell/domain/files/file.schema';
import { MESSAGE_FILES_MAX } from '@inkwell/domain/orders/order.rules';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadMessageFile } from './api/upload-file.ts';

/** Why a chosen file is not attached: a type or size the server would refuse, or the upload's own failure. */
export type AttachmentProblem = { kind: 'type' } | { kind: 'size' } | { kind: 'upload'; error: unknown };

export type Attachment =
  | { key: number; file: File; state: 'uploading'; progress: number }
  | { key: number; file: File; state: 'done'; uploaded: FileDto }
  | { key: number; file: File; state: 'failed'; problem: AttachmentProblem };

const EXTENSIONS = DOCUMENT_ACCEPT.split(',').map((extension) => extension.toLowerCase());

/** What the server would refuse anyway, said before the upload: the type by the name's extension, then the size. */
export function attachmentProblemOf(file: File): AttachmentProblem | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return { kind: 'type' };
  if (file.size > DOCUMENT_MAX_BYTES) return { kind: 'size' };
  return null;
}

let lastKey = 0;

/**
 * The files attached to the message being written (docs/product.md#messages): each is uploaded as
 * soon as it is chosen (POST /api/files) with its own progress, or failure with a retry; at most
 * MESSAGE_FILES_MAX at a time (`refused` says how many of the last choice did not fit). Removing a
 * file cancels its upload. Nothing here forgets a file until the page says it was sent (clearSent).
 */
export function useAttachments() {
  const [items, setItems] = useState<Attachment[]>([]);
  const [refused, setRefused] = useState(0);
  const count = useRef(0);
  const uploads = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const put = useCallback((key: number, change: (item: Attachment) => Attachment) => {
    setItems((all) => all.map((item) => (item.key === key ? change(item) : item)));
  }, []);

  const start = useCallback(
    (key: number, file: File) => {
      const problem = attachmentProblemOf(file);
      if (problem) return put(key, () => ({ key, file, state: 'failed', problem }));
      const controller = new AbortController();
      uploads.current.set(key, controller);
      put(key, () => ({ key, file, state: 'uploading', progress: 0 }));
      uploadMessageFile(file, {
        signal: controller.signal,
        onProgress: (progress) => put(key, (item) => (item.state === 'uploading' ? { ...item, progress } : item)),
      })
        .then(
          (uploaded) => put(key, () => ({ key, file, state: 'done', uploaded })),
          (error: unknown) => {
            if (!controller.signal.aborted)
              put(key, () => ({ key, file, state: 'failed', problem: { kind: 'upload', error } }));
          },
        )
        .finally(() => uploads.current.delete(key));
    },
    [put],
  );

  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, MESSAGE_FILES_MAX - count.current);
      const taken = files
        .slice(0, room)
        .map((file) => ({ key: ++lastKey, file, state: 'uploading' as const, progress: 0 }));
      setRefused(files.length - taken.length);
      count.current += taken.length;
      setItems((all) => [...all, ...taken]);
      for (const item of taken) start(item.key, item.file);
    },
    [start],
  );

  const forget = useCallback((keys: number[]) => {
    for (const key of keys) {
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
    }
    setItems((all) => {
      const kept = all.filter((item) => !keys.includes(item.key));
      count.current = kept.length;
      return kept;
    });
    setRefused(0);
  }, []);

  const retry = useCallback(
    (key: number) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.state === 'failed') start(key, item.file);
    },
    [items, start],
  );

  return {
    items,
    refused,
    add,
    retry,
    remove: (key: number) => forget([key]),
    /** After a send: drops the files that went with it; any chosen meanwhile stay. */
    clearSent: forget,
    uploading: items.some((item) => item.state === 'uploading'),
    failed: items.some((item) => item.state === 'failed'),
    /** The uploaded files, in the order chosen. */
    done: items.flatMap((item) => (item.state === 'done' ? [{ key: item.key, id: item.uploaded._id }] : [])),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
