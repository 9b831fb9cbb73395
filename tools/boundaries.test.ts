import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * The boundary rule of eslint.boundaries.js, run through the project's own ESLint configuration
 * on one imagined file at a time: the imports a newcomer might write on the day they break a
 * boundary fail the lint, and the allowed ones pass. The imported files are real files of the tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('the boundary rule', () => {
  test.each([
    [
      'a server feature takes another feature internal file',
      'apps/server/src/features/operator/new.ts',
      "import { imported } from '../order-life/bidding/bids.service.ts';",
    ],
    [
      'a plugin takes a feature, even through its index',
      'apps/server/src/plugins/new.ts',
      "import { imported } from '../features/gigs/index.ts';",
    ],
    [
      'the kernel takes a feature',
      'apps/server/src/lib/new.ts',
      "import { imported } from '../features/notifications/index.ts';",
    ],
    [
      'a server feature takes a plugin',
      'apps/server/src/features/gigs/new.ts',
      "import { imported } from '../../plugins/session.ts';",
    ],
    [
      'a web feature takes another feature component',
      'apps/web/src/features/order-life/new.ts',
      "import { imported } from '../gigs/components/bid-action.tsx';",
    ],
    [
      'a web feature takes app/',
      'apps/web/src/features/gigs/new.ts',
      "import { imported } from '../../app/providers.tsx';",
    ],
    [
      'a shared component takes a feature',
      'apps/web/src/components/new.ts',
      "import { imported } from '../features/auth/index.ts';",
    ],
    ['lib takes a feature', 'apps/web/src/lib/new.ts', "import { imported } from '../features/order-life/index.ts';"],
    [
      'a web feature takes a step file of another feature',
      'apps/web/src/features/gigs/new.ts',
      "import { imported } from '../order-life/bidding/components/end-bid-actions.tsx';",
    ],
    [
      'the router takes a feature component that is not a page',
      'apps/web/src/app/new.ts',
      "import { imported } from '../features/order-life/orders/components/order-card.tsx';",
    ],
  ])('fails when %s', async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  test.each([
    [
      'a server feature takes another feature index',
      'apps/server/src/features/operator/new.ts',
      "import { imported } from '../order-life/index.ts';",
    ],
    [
      'a server feature takes the kernel',
      'apps/server/src/features/operator/new.ts',
      "import { imported } from '../../lib/auth/guard.ts';",
    ],
    [
      'a server feature takes its own files',
      'apps/server/src/features/order-life/bidding/new.ts',
      "import { imported } from './bids.service.ts';",
    ],
    [
      'a step of a server feature takes another step file',
      'apps/server/src/features/order-life/payment/new.ts',
      "import { imported } from '../bidding/bid-orders.service.ts';",
    ],
    ['app.ts takes a feature index', 'apps/server/src/new.ts', "import { imported } from './features/gigs/index.ts';"],
    [
      'a web feature takes another feature index',
      'apps/web/src/features/order-life/new.ts',
      "import { imported } from '../gigs/index.ts';",
    ],
    [
      'a web feature takes lib and components',
      'apps/web/src/features/order-life/new.ts',
      "import { imported } from '../../lib/problem-text.ts';\nimport { other " +
        "} from '../../components/rating.tsx';\nexport const alsoUsed = other;",
    ],
    [
      'the router takes a feature page',
      'apps/web/src/app/new.ts',
      "import { imported } from '../features/gigs/pages/gig-page.tsx';",
    ],
    [
      'the router takes a page of a step folder',
      'apps/web/src/app/new.ts',
      "import { imported } from '../features/order-life/payment/pages/pay-page.tsx';",
    ],
    [
      'a step folder takes another step folder of its feature',
      'apps/web/src/features/order-life/orders/new.ts',
      "import { imported } from '../bidding/components/end-bid-actions.tsx';",
    ],
  ])('passes when %s', async (_name, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
