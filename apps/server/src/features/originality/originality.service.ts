import type { Originality, OriginalityMatch } from '@inkwell/domain/integrity/originality.schema';
import type { Database, Executor } from '../../db/client.ts';
import { readAll, type FileStore } from '../../lib/file-store.ts';
import { newId } from '../../lib/ids.ts';
import { compareDelivery, type DeliveredDocument } from './compare.ts';
import { extractText } from './extract.ts';
import { originalityRepository, type StoredMatch } from './originality.repository.ts';
import { fingerprintText, wordsOf } from './winnow.ts';

/**
 * Originality evidence (decision 038). After a delivery commits, its readable files are
 * fingerprinted and compared with every earlier delivery and every gig sample document; the result
 * is kept in delivery_originality. A delivery without that row is pending: the check runs on a
 * sweep (woken by the delivery's commit, and every ORIGINALITY_SWEEP_MS to catch up after a crash).
 */

export interface OriginalityContext {
  db: Database;
  /** The private files (deliveries). */
  privateFiles: FileStore;
  /** The uploads (gigs' sample documents). */
  uploads: FileStore;
  /** Where a delivery whose check failed (a store or database outage) is told; it is tried again on the next pass. */
  log?: { warn(details: object, message: string): void };
}

const DELIVERIES_PER_PASS = 5;
const SAMPLES_PER_PASS = 20;

async function textOf(store: FileStore, key: string, contentType: string): Promise<string | null> {
  const file = await store.get(key);
  if (!file) return null;
  return extractText(await readAll(file.stream), contentType);
}

/** The text and fingerprints of a document, kept ('' and none when it cannot be read). */
async function fingerprintDocument(
  context: OriginalityContext,
  origin: { source: 'delivery'; fileId: string } | { source: 'sample'; uploadId: string },
  file: { storageKey: string; contentType: string; ownerId: string | null },
  store: FileStore,
) {
  const text = (await textOf(store, file.storageKey, file.contentType)) ?? '';
  const { words, fingerprints } = fingerprintText(text);
  return originalityRepository(context.db).saveDocument(origin, {
    id: newId(),
    ownerId: file.ownerId,
    text,
    wordCount: words.length,
    fingerprints,
  });
}

/** Fingerprints the gigs' sample documents not done yet (a new one, or the demo data's): how many. */
export async function fingerprintSamples(context: OriginalityContext, limit = SAMPLES_PER_PASS): Promise<number> {
  const samples = await originalityRepository(context.db).samplesToFingerprint(limit);
  for (const sample of samples) {
    await fingerprintDocument(
      context,
      { source: 'sample', uploadId: sample.id },
      { ...sample, contentType: sample.mimeType },
      context.uploads,
    );
  }
  return samples.length;
}

/** Checks one delivery: its files fingerprinted, compared with earlier documents, the evidence kept. */
export async function checkDelivery(
  context: OriginalityContext,
  delivery: { id: string; createdAt: Date },
  at = new Date(),
): Promise<void> {
  const repository = originalityRepository(context.db);
  const deliveryFiles = await repository.filesOf(delivery.id);
  const delivered: DeliveredDocument[] = [];
  const unreadable: string[] = [];
  for (const file of deliveryFiles) {
    const document =
      (await repository.documentOfFile(file.id)) ??
      (await fingerprintDocument(context, { source: 'delivery', fileId: file.id }, file, context.privateFiles));
    if (!document || document.wordCount === 0) {
      unreadable.push(file.name);
      continue;
    }
    delivered.push({
      fileName: file.name,
      text: document.text,
      words: wordsOf(document.text),
      fingerprints: await repository.fingerprintsOf(document.id),
    });
  }
  const hashes = delivered.flatMap((document) => document.fingerprints.map((fingerprint) => fingerprint.hash));
  const hits = await repository.earlierHits(
    hashes,
    delivery,
    deliveryFiles.map((file) => file.id),
  );
  const described = await repository.describe([...new Set(hits.map((hit) => hit.documentId))]);
  const byId = new Map(described.map((row) => [row.id, row]));
  const { overlapPercent, matches } = compareDelivery(
    delivered,
    hits,
    new Map(described.map((row) => [row.id, row.text])),
  );
  const stored: StoredMatch[] = matches.map((match) => {
    const about = byId.get(match.documentId);
    return {
      ...match,
      source: about?.source ?? 'delivery',
      bidId: about?.source === 'delivery' ? (about.bidId ?? null) : null,
      gigTitle: about?.gigTitle ?? '',
    };
  });
  await repository.saveOriginality({
    deliveryId: delivery.id,
    overlapPercent,
    matches: stored,
    unreadable,
    checkedAt: at,
  });
}

/**
 * One pass of the sweep: new sample documents first (so a delivery is compared with them), then
 * pending deliveries, oldest first; one that fails stays pending without holding the others up.
 * Answers how many documents and deliveries it finished.
 */
export async function runOriginalityChecks(context: OriginalityContext): Promise<number> {
  const samples = await fingerprintSamples(context);
  const pending = await originalityRepository(context.db).pendingDeliveries(DELIVERIES_PER_PASS);
  let checked = 0;
  for (const delivery of pending) {
    try {
      await checkDelivery(context, delivery);
      checked += 1;
    } catch (error) {
      context.log?.warn(
        { err: error, deliveryId: delivery.id },
        'checking the originality of a delivery failed; it is tried again on the next pass',
      );
    }
  }
  return samples + checked;
}

/** Who reads an order's evidence: one of its two people (their id), or an operator who sees everything. */
export type OriginalityViewer = { operator: true } | { operator: false; userId: string };

/**
 * The evidence of an order's deliveries as `viewer` may see it: the percent and the delivered
 * passages always; the other document's passage, gig and order only when it is a public sample, an
 * order the viewer is a party of, or the viewer is an operator.
 */
export async function originalityOfDeliveries(
  db: Executor,
  deliveries: { id: string; fileCount: number }[],
  viewer: OriginalityViewer,
): Promise<Map<string, Originality>> {
  const repository = originalityRepository(db);
  const rows = await repository.originalityOf(deliveries.map((delivery) => delivery.id));
  const stored = new Map(
    rows.map((row) => [row.deliveryId, { ...row, matches: row.matches as unknown as StoredMatch[] }]),
  );
  const bidIds = [
    ...new Set(
      [...stored.values()].flatMap((row) =>
        row.matches.map((match) => match.bidId).filter((id): id is string => id !== null),
      ),
    ),
  ];
  const ownOrders = viewer.operator ? new Set(bidIds) : await repository.ordersOfParty(bidIds, viewer.userId);
  const result = new Map<string, Originality>();
  for (const delivery of deliveries) {
    const row = stored.get(delivery.id);
    if (!row) {
      result.set(delivery.id, {
        status: 'pending',
        overlapPercent: null,
        matches: [],
        unreadable: [],
        checkedAt: null,
      });
      continue;
    }
    const nothingRead = delivery.fileCount > 0 && row.unreadable.length >= delivery.fileCount;
    const matches = row.matches.map((match): OriginalityMatch => {
      const visible =
        viewer.operator || match.source === 'sample' || (match.bidId !== null && ownOrders.has(match.bidId));
      return {
        source: match.source,
        visible,
        gigTitle: visible ? match.gigTitle : null,
        orderId: visible && match.source === 'delivery' ? match.bidId : null,
        sharePercent: match.sharePercent,
        passages: match.passages.map((passage) => ({
          fileName: passage.fileName,
          delivered: passage.delivered,
          matched: visible ? passage.matched : null,
        })),
      };
    });
    result.set(delivery.id, {
      status: nothingRead ? 'unreadable' : 'done',
      overlapPercent: nothingRead ? null : row.overlapPercent,
      matches,
      unreadable: row.unreadable,
      checkedAt: row.checkedAt.toISOString(),
    });
  }
  return result;
}
