import type { FileDto } from '@inkwell/domain/files/file.schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { buildConversation, buildMessage, chatHandlers } from '../../../test/fixtures/messages.ts';
import { signInAs, testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, type StubbedCall } from '../../../test/responses.ts';

/**
 * Files in the chat (docs/product.md#messages). Uploads go through XMLHttpRequest (for their
 * progress), so each test answers them by hand through a fake one; everything else is the stubbed fetch.
 */
class FakeUpload {
  static all: FakeUpload[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  file: File | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.file = body.get('file') as File;
    FakeUpload.all.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 }));
  }
  async answer(status: number, body: unknown) {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

beforeEach(() => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const conversation = buildConversation();
const pdf = (name = 'chapter 1.pdf', size = 1.5 * 1024 * 1024) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const stored = (id: string, name: string, size = 1.5 * 1024 * 1024): FileDto => ({
  _id: id,
  name,
  size,
  contentType: 'application/pdf',
});

function openChat(answer?: (call: StubbedCall) => Response, messages = [buildMessage({ desc: 'Send me the brief' })]) {
  const sent: { desc: string; files?: string[] }[] = [];
  signInAs(testBuyer, {
    ...chatHandlers(conversation, messages),
    'POST /api/messages': (call) => {
      const body = JSON.parse(String(call.body)) as { desc: string; files?: string[] };
      sent.push(body);
      return answer
        ? answer(call)
        : json(
            201,
            buildMessage({
              userId: testBuyer._id,
              desc: body.desc,
              files: (body.files ?? []).map((id) => stored(id, `${id}.pdf`)),
            }),
          );
    },
  });
  const view = renderRoute(routes, `/message/${conversation._id}`);
  const picker = async () => {
    await screen.findByRole('textbox', { name: 'Write a message' }, { timeout: 5000 });
    return view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  };
  // As a browser's picker hands them over, "All files" included (user.upload would apply `accept` first).
  const choose = async (...files: File[]) => {
    const input = await picker();
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.change(input);
  };
  return { ...view, sent, picker, choose };
}

const chips = () => within(screen.getByRole('list', { name: 'Files to send' }));
const box = () => screen.getByRole('textbox', { name: 'Write a message' }) as HTMLTextAreaElement;

test('the paperclip is a labelled button reached by keyboard that opens the document picker', async () => {
  const { user, picker } = openChat();
  const input = await picker();
  const click = vi.spyOn(input, 'click');
  const attach = screen.getByRole('button', { name: 'Attach files' });
  expect(attach.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(attach.getAttribute('aria-describedby')!)?.textContent).toBe(
    'PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX, up to 20 MB each, 5 files per message.',
  );
  expect(input.accept).toBe('.pdf,.doc,.docx,.txt,.zip,.xls,.xlsx');
  expect(input.multiple).toBe(true);
  attach.focus();
  await user.keyboard('{Enter}');
  expect(click).toHaveBeenCalledTimes(1);
});

test('a chosen file uploads at once with its progress, then goes with the message; both cleared after', async () => {
  const { user, choose, sent } = openChat();
  await choose(pdf());
  const [upload] = FakeUpload.all;
  expect(upload).toMatchObject({ method: 'POST', url: '/api/files', withCredentials: true });
  expect(upload!.file?.name).toBe('chapter 1.pdf');
  expect(chips().getByText('chapter 1.pdf')).toBeTruthy();
  expect(chips().getByText(/1\.5 MB/)).toBeTruthy();
  expect(chips().getByRole('status').textContent).toBe('Uploading…');
  upload!.progress(0.4);
  expect((chips().getByRole('progressbar', { name: 'Uploading chapter 1.pdf' }) as HTMLProgressElement).value).toBe(
    0.4,
  );
  expect(chips().getByText('40%')).toBeTruthy();
  await upload!.answer(201, stored('file-1', 'chapter 1.pdf'));
  expect(chips().getByRole('status').textContent).toBe('Attached');

  await user.type(box(), 'Here is chapter 1{Enter}');
  await waitFor(() =>
    expect(sent).toEqual([{ conversationId: conversation._id, desc: 'Here is chapter 1', files: ['file-1'] }]),
  );
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());
  expect(box().value).toBe('');
  const bubble = within(screen.getByRole('log')).getByRole('list', { name: 'Attached files' });
  expect(
    within(bubble)
      .getByRole('link', { name: /file-1\.pdf/ })
      .getAttribute('href'),
  ).toBe('/api/files/file-1');
});

test(
  "a failed upload says why in the reader's words, keeps the file " +
    'with Try again, and blocks the send without losing the text',
  async () => {
    const { user, choose, sent } = openChat();
    await choose(pdf('notes.pdf'));
    await FakeUpload.all[0]!.answer(415, {
      type: 'about:blank',
      status: 415,
      title: 'Error',
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
      detail: 'nope',
    });
    expect(chips().getByRole('status').textContent).toBe(
      'Documents must be PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files.',
    );

    await user.type(box(), 'With notes{Enter}');
    expect(
      await screen.findByText('Some files could not be uploaded. Try them again or remove them, then send.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    expect(box().value).toBe('With notes');

    await user.click(chips().getByRole('button', { name: 'Try uploading notes.pdf again' }));
    expect(FakeUpload.all).toHaveLength(2);
    await FakeUpload.all[1]!.answer(201, stored('file-2', 'notes.pdf'));
    expect(chips().getByRole('status').textContent).toBe('Attached');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent.map((body) => body.files)).toEqual([['file-2']]));
  },
);

test('a lost connection during the upload says the file could not be uploaded', async () => {
  const { choose } = openChat();
  await choose(pdf());
  await FakeUpload.all[0]!.fail();
  expect(chips().getByRole('status').textContent).toBe('The file could not be uploaded.');
});

test('a type or size the server would refuse is said at once, without uploading', async () => {
  const { choose } = openChat();
  await choose(new File(['x'], 'photo.png', { type: 'image/png' }), pdf('huge.pdf', 20 * 1024 * 1024 + 1));
  expect(FakeUpload.all).toHaveLength(0);
  const [photo, huge] = chips().getAllByRole('listitem');
  expect(within(photo!).getByRole('status').textContent).toBe(
    'Only PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files can be sent.',
  );
  expect(within(huge!).getByRole('status').textContent).toBe('Larger than 20 MB.');
  expect(within(photo!).queryByRole('button', { name: /Try/ })).toBeNull();
});

test('at most 5 files: the rest of a choice is refused with a notice; the paperclip waits for a removal', async () => {
  const { user, choose } = openChat();
  await choose(...Array.from({ length: 6 }, (_, n) => pdf(`part ${n + 1}.pdf`)));
  expect(chips().getAllByRole('listitem')).toHaveLength(5);
  expect(FakeUpload.all).toHaveLength(5);
  expect(screen.getByText('A message can carry at most 5 files: 1 file was not added.')).toBeTruthy();
  const attach = screen.getByRole('button', { name: 'Attach files' }) as HTMLButtonElement;
  expect(attach.disabled).toBe(true);
  expect(screen.getByText(/5 files attached, the most a message can carry/)).toBeTruthy();

  await user.click(chips().getByRole('button', { name: 'Remove part 3.pdf' }));
  expect(FakeUpload.all[2]!.aborted).toBe(true);
  expect(chips().queryByText('part 3.pdf')).toBeNull();
  expect(attach.disabled).toBe(false);
});

test('sending while a file is still uploading waits for it: nothing is sent, the text stays', async () => {
  const { user, choose, sent } = openChat();
  await choose(pdf());
  await user.type(box(), 'Almost there{Enter}');
  expect(await screen.findByText('Please wait until your files have finished uploading.')).toBeTruthy();
  expect(sent).toEqual([]);
  expect(box().value).toBe('Almost there');
});

test('files need a message: with a blank text Send stays off and Enter says so', async () => {
  const { choose, sent } = openChat();
  await choose(pdf());
  await FakeUpload.all[0]!.answer(201, stored('file-1', 'chapter 1.pdf'));
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText(/Write a message to go with your files\./)).toBeTruthy();
  fireEvent.keyDown(box(), { key: 'Enter' });
  expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain(
    'Write a message to go with your files.',
  );
  expect(sent).toEqual([]);
});

test('a refused send keeps the text and the attached files, and the next try sends them again', async () => {
  let refuse = true;
  const { user, choose, sent } = openChat((call) => {
    const body = JSON.parse(String(call.body)) as { desc: string; files: string[] };
    if (refuse) return problem(400, 'FILE_NOT_ATTACHABLE', 'no');
    return json(
      201,
      buildMessage({ userId: testBuyer._id, desc: body.desc, files: body.files.map((id) => stored(id, 'draft.pdf')) }),
    );
  });
  await choose(pdf('draft.pdf'));
  await FakeUpload.all[0]!.answer(201, stored('file-9', 'draft.pdf'));
  await user.type(box(), 'The draft{Enter}');
  expect(await screen.findByText('You can only attach files you uploaded yourself.')).toBeTruthy();
  expect(box().value).toBe('The draft');
  expect(chips().getByText('draft.pdf')).toBeTruthy();

  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent.map((body) => body.files)).toEqual([['file-9'], ['file-9']]));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());
});

test('the messages list their files as download links with the name and size', async () => {
  openChat(undefined, [
    buildMessage({
      desc: 'Both chapters attached',
      files: [stored('f-1', 'Chapter 1.pdf', 840 * 1024), stored('f-2', 'Sources.docx', 2.25 * 1024 * 1024)],
    }),
    buildMessage({ desc: 'No files here' }),
  ]);
  const log = await screen.findByRole('log', {}, { timeout: 5000 });
  await within(log).findByText('Both chapters attached');
  const lists = within(log).getAllByRole('list', { name: 'Attached files' });
  expect(lists).toHaveLength(1);
  const links = within(lists[0]!).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Download Chapter 1.pdf840 kB', '/api/files/f-1'],
    ['Download Sources.docx2.3 MB', '/api/files/f-2'],
  ]);
});
