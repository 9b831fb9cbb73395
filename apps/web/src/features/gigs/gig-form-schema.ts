import type { Gig, GigFormValues, GigInput } from '@inkwell/domain/gigs/gig.schema';
import { GigInput as GigInputSchema } from '@inkwell/domain/gigs/gig.schema';
import {
  DEFAULT_LANGUAGE,
  GIG_PAGES_DEFAULT,
  LANGUAGES,
  REVISIONS_DEFAULT,
  type Language,
} from '@inkwell/domain/limits';
import type { Resolver } from 'react-hook-form';
import { fieldResolver } from '../../lib/field-resolver.ts';

/**
 * The gig form uses the server's own GigInput schema. Inputs hold text while typing; an empty
 * optional amount (price range, a discount that is switched off) means "none", as the API's
 * defaults say, rather than "not a number".
 */
export type GigFormFields = Omit<GigFormValues, 'cat' | 'purpose'> & { cat: string; purpose: string };
export type GigFormField =
  | 'title'
  | 'purpose'
  | 'cat'
  | 'language'
  | 'desc'
  | 'pages'
  | 'deliveryTime'
  | 'revisions'
  | 'priceMin'
  | 'priceMax'
  | 'discountAmount'
  | 'discountCondition'
  | 'cover'
  | 'images';

/** In screen order: the first one with a problem takes the focus. */
export const GIG_FORM_FIELDS: GigFormField[] = [
  'title',
  'cat',
  'purpose',
  'language',
  'desc',
  'pages',
  'deliveryTime',
  'revisions',
  'priceMin',
  'priceMax',
  'discountAmount',
  'discountCondition',
  'cover',
  'images',
];

const validate = fieldResolver(GigInputSchema);

const blankAsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const gigFormResolver: Resolver<GigFormFields, unknown, GigInput> = (values, context, options) => {
  const discountOn = values.discountEnabled === true;
  return validate(
    {
      ...values,
      priceMin: blankAsNone(values.priceMin),
      priceMax: blankAsNone(values.priceMax),
      discountAmount: discountOn ? blankAsNone(values.discountAmount) : undefined,
      discountCondition: discountOn ? values.discountCondition : '',
      // '' (nothing chosen yet) is refused by the schema like any other unknown purpose.
    } as unknown as Parameters<typeof validate>[0],
    context,
    options as unknown as Parameters<typeof validate>[2],
  ) as ReturnType<Resolver<GigFormFields, unknown, GigInput>>;
};

/** The language of a new gig: the one the seller is using the site in, if it is one of ours. */
export function gigLanguageFor(uiLanguage: string): Language {
  const short = uiLanguage.split('-')[0] as Language;
  return LANGUAGES.includes(short) ? short : DEFAULT_LANGUAGE;
}

const amountText = (dollars: number) => (dollars > 0 ? String(dollars) : '');

/** A new gig, or the stored gig for editing. */
export function gigFormDefaults(gig: Gig | undefined, uiLanguage: string): GigFormFields {
  if (!gig) {
    return {
      title: '',
      purpose: '',
      cat: '',
      language: gigLanguageFor(uiLanguage),
      desc: '',
      pages: GIG_PAGES_DEFAULT,
      deliveryTime: '',
      revisions: REVISIONS_DEFAULT,
      priceMin: '',
      priceMax: '',
      discountEnabled: false,
      discountAmount: '',
      discountCondition: '',
      cover: '',
      images: [],
    };
  }
  return {
    title: gig.title,
    purpose: gig.purpose,
    cat: gig.cat,
    language: gig.language,
    desc: gig.desc,
    pages: gig.pages,
    deliveryTime: gig.deliveryTime,
    revisions: gig.revisions,
    priceMin: amountText(gig.priceMin),
    priceMax: amountText(gig.priceMax),
    discountEnabled: gig.discountEnabled,
    discountAmount: gig.discountEnabled ? amountText(gig.discountAmount) : '',
    discountCondition: gig.discountCondition,
    cover: gig.cover,
    images: gig.images,
  };
}

/** What the form leaves in the navigation state after saving, so the gig page can say so. */
export type GigSavedState = { saved?: 'created' | 'updated' };
