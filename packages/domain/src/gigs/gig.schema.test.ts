import { describe, expect, test } from 'vitest';
import { GIG_DESC_MAX, GIG_IMAGES_MAX, GIG_TITLE_MAX, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../limits.ts';
import { GIG_MESSAGES, GigInput, GigListQuery, GigPatchInput, gigSortOf } from './gig.schema.ts';

const cover = '/uploads/0190f5c2-7b3a-7cde-8f00-123456789abc.webp';
const valid = {
  title: 'Dissertation proposals in economics',
  cat: 'dissertation-writing',
  desc: 'I help you turn a topic into a research question, a method and a plan.',
  deliveryTime: 5,
  purpose: 'research_help',
};

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('GigInput (the gig form of docs/product.md#gigs)', () => {
  test('a minimal gig gets the defaults: 1 page, 2 revisions, no price range, no discount, English', () => {
    expect(GigInput.parse(valid)).toEqual({
      ...valid,
      cover: '',
      images: [],
      language: 'en',
      pages: 1,
      revisions: 2,
      priceMin: 0,
      priceMax: 0,
      discountEnabled: false,
      discountAmount: 0,
      discountCondition: '',
    });
  });

  test.each([
    ['cat', undefined],
    ['cat', ''],
    ['cat', 'Dissertation writing service'],
    ['cat', 'plumbing'],
  ])('a missing or unknown category (%s = %j) says "Please select a category"', (field, value) => {
    expect(firstIssue(GigInput.safeParse({ ...valid, [field]: value }))).toEqual({
      path: 'cat',
      message: GIG_MESSAGES.categoryRequired,
    });
  });

  test.each([
    ['title', undefined],
    ['title', '   '],
    ['desc', undefined],
    ['desc', ''],
    ['deliveryTime', undefined],
    ['deliveryTime', ''],
    ['deliveryTime', null],
  ])('a missing %s (%j) says "Please fill in all required fields"', (field, value) => {
    expect(firstIssue(GigInput.safeParse({ ...valid, [field]: value }))).toEqual({
      path: field,
      message: GIG_MESSAGES.required,
    });
  });

  test.each([[{ priceMin: 20, priceMax: 10 }], [{ priceMin: 15, priceMax: 15 }], [{ priceMin: 10 }]])(
    'the maximum price must be greater than the minimum: %j',
    (prices) => {
      expect(firstIssue(GigInput.safeParse({ ...valid, ...prices }))).toEqual({
        path: 'priceMax',
        message: GIG_MESSAGES.priceRange,
      });
    },
  );

  test('a discount cannot be more than pages x price per page', () => {
    const gig = { ...valid, pages: 2, deliveryTime: 3 };
    expect(GigInput.safeParse({ ...gig, discountEnabled: true, discountAmount: 20 }).success).toBe(true);
    expect(firstIssue(GigInput.safeParse({ ...gig, discountEnabled: true, discountAmount: 20.01 }))).toEqual({
      path: 'discountAmount',
      message: GIG_MESSAGES.discountTooLarge,
    });
    expect(GigInput.safeParse({ ...gig, discountEnabled: false, discountAmount: 500 }).success).toBe(true);
  });

  test('a price range of 10 to 20 dollars is kept as dollars', () => {
    expect(GigInput.parse({ ...valid, priceMin: 10, priceMax: 20.5 })).toMatchObject({ priceMin: 10, priceMax: 20.5 });
  });

  test('form and multipart text is read as numbers and flags', () => {
    const parsed = GigInput.parse({
      ...valid,
      deliveryTime: '2',
      pages: ' 3 ',
      priceMin: '10',
      priceMax: '20',
      discountEnabled: 'true',
      discountAmount: '4.99',
    });
    expect(parsed).toMatchObject({
      deliveryTime: 2,
      pages: 3,
      priceMin: 10,
      priceMax: 20,
      discountEnabled: true,
      discountAmount: 4.99,
    });
  });

  test.each([
    { field: 'deliveryTime', value: 0, message: 'Delivery time must be at least 1' },
    { field: 'deliveryTime', value: 1.5, message: 'Delivery time must be a whole number' },
    { field: 'deliveryTime', value: 'soon', message: 'Delivery time must be a number' },
    { field: 'pages', value: 0, message: 'Pages must be at least 1' },
    { field: 'pages', value: '2e3', message: 'Pages must be a number' },
    { field: 'priceMin', value: -1, message: 'Minimum price cannot be negative' },
    { field: 'discountAmount', value: -0.01, message: 'Discount amount cannot be negative' },
    { field: 'discountAmount', value: 1.999, message: 'Discount amount can have at most 2 decimals' },
    {
      field: 'title',
      value: 't'.repeat(GIG_TITLE_MAX + 1),
      message: `Title must be at most ${GIG_TITLE_MAX} characters`,
    },
    {
      field: 'desc',
      value: 'd'.repeat(GIG_DESC_MAX + 1),
      message: `Description must be at most ${GIG_DESC_MAX} characters`,
    },
    {
      field: 'cover',
      value: 'https://images.example/cover.png',
      message: 'Images must be uploaded to this site first',
    },
    { field: 'language', value: 'it', message: 'Language must be one of en, fr, de, es' },
  ])('$field is refused: $message', ({ field, value, message }) => {
    expect(firstIssue(GigInput.safeParse({ ...valid, [field]: value }))).toEqual({ path: field, message });
  });

  test("images must be this site's uploads, at most the limit", () => {
    expect(firstIssue(GigInput.safeParse({ ...valid, images: [cover, 'https://evil.example/x.png'] })).path).toBe(
      'images.1',
    );
    expect(
      firstIssue(GigInput.safeParse({ ...valid, images: Array.from({ length: GIG_IMAGES_MAX + 1 }, () => cover) }))
        .path,
    ).toBe('images');
    expect(GigInput.parse({ ...valid, cover, images: [cover] })).toMatchObject({ cover, images: [cover] });
  });

  test('pricePerPage, totalPrice and userId may be sent but are dropped', () => {
    const parsed = GigInput.parse({ ...valid, pricePerPage: 0.01, totalPrice: 0.01, userId: 'someone-else' });
    expect(parsed).not.toHaveProperty('pricePerPage');
    expect(parsed).not.toHaveProperty('totalPrice');
    expect(parsed).not.toHaveProperty('userId');
  });

  test('a patch applies no defaults and accepts any subset of fields', () => {
    expect(GigPatchInput.parse({ title: ' New title ' })).toEqual({ title: 'New title' });
    expect(GigPatchInput.parse({ removeDocument: 'true' })).toEqual({ removeDocument: true });
    expect(firstIssue(GigPatchInput.safeParse({ cat: 'plumbing' }))).toEqual({
      path: 'cat',
      message: GIG_MESSAGES.categoryRequired,
    });
  });
});

describe('GigListQuery', () => {
  test('defaults: 24 a page, the sort left to gigSortOf', () => {
    expect(GigListQuery.parse({})).toEqual({ limit: PAGE_LIMIT_DEFAULT });
  });

  test(
    'the order: relevance when searching, sales otherwise; an ' +
      'explicit sort is honoured; relevance without words is sales',
    () => {
      expect(gigSortOf({})).toBe('sales');
      expect(gigSortOf({ search: 'essay' })).toBe('relevance');
      expect(gigSortOf({ search: 'essay', sort: 'createdAt' })).toBe('createdAt');
      expect(gigSortOf({ search: 'essay', sort: 'sales' })).toBe('sales');
      expect(gigSortOf({ sort: 'relevance' })).toBe('sales');
      expect(gigSortOf(GigListQuery.parse({ search: 'essay', sort: 'relevance' }))).toBe('relevance');
    },
  );

  test('reads every filter from query text; blank text means no filter', () => {
    expect(
      GigListQuery.parse({
        cat: 'thesis-writing',
        search: ' disertation ',
        min: '10',
        max: '99.5',
        sort: 'createdAt',
        limit: '5',
        cursor: 'abc',
      }),
    ).toEqual({
      cat: 'thesis-writing',
      search: 'disertation',
      min: 10,
      max: 99.5,
      sort: 'createdAt',
      limit: 5,
      cursor: 'abc',
    });
    expect(GigListQuery.parse({ cat: '', search: '  ' })).toEqual({ limit: PAGE_LIMIT_DEFAULT });
  });

  test('an old link with the English category name finds the category id', () => {
    expect(GigListQuery.parse({ cat: 'Thesis writing service' }).cat).toBe('thesis-writing');
  });

  test.each([
    [{ min: '30', max: '20' }, 'max'],
    [{ min: '-1' }, 'min'],
    [{ max: 'ten' }, 'max'],
    [{ sort: 'price' }, 'sort'],
    [{ limit: '0' }, 'limit'],
    [{ limit: String(PAGE_LIMIT_MAX + 1) }, 'limit'],
    [{ limit: 'all' }, 'limit'],
    [{ cat: 'plumbing' }, 'cat'],
    [{ userId: 'not-a-uuid' }, 'userId'],
  ])('%j is refused on %s', (query, path) => {
    expect(firstIssue(GigListQuery.safeParse(query)).path).toBe(path);
  });

  test('min greater than max names the budget rule', () => {
    expect(firstIssue(GigListQuery.safeParse({ min: '30', max: '20' })).message).toBe(GIG_MESSAGES.budgetRange);
  });
});

describe('the purpose of a gig', () => {
  test('a new gig must say what the work is for, from the known purposes', () => {
    const { purpose: _purpose, ...withoutPurpose } = valid;
    expect(firstIssue(GigInput.safeParse(withoutPurpose))).toEqual({
      path: 'purpose',
      message: GIG_MESSAGES.purposeRequired,
    });
    expect(firstIssue(GigInput.safeParse({ ...valid, purpose: 'ghostwriting' }))).toEqual({
      path: 'purpose',
      message: GIG_MESSAGES.purposeRequired,
    });
    expect(GigInput.parse({ ...valid, purpose: 'formatting' }).purpose).toBe('formatting');
  });

  test('the list filters by a known purpose only', () => {
    expect(GigListQuery.parse({ purpose: 'tutoring' }).purpose).toBe('tutoring');
    expect(GigListQuery.safeParse({ purpose: 'exam_sitting' }).success).toBe(false);
  });
});
