/** pdf.js's worker module, which ships no types: extract.ts only hands it to pdf.js as `globalThis.pdfjsWorker`. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
