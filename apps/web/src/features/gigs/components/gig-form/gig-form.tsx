import type { Gig, GigInput } from '@inkwell/domain/gigs/gig.schema';
import { GIG_IMAGES_MAX } from '@inkwell/domain/limits';
import { ApiError } from '../../../../lib/api-client.ts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { SubmitButton } from '../../../../components/form/submit-button.tsx';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { formatPrice } from '../../../../lib/format.ts';
import {
  fieldText,
  formAlert,
  problemOf,
  problemText,
  serverFieldProblems,
  toFieldError,
} from '../../../../lib/problem-text.ts';
import { useCreateGig } from '../../api/create-gig.ts';
import { useUpdateGig } from '../../api/update-gig.ts';
import {
  GIG_FORM_FIELDS,
  gigFormDefaults,
  gigFormResolver,
  type GigFormField,
  type GigFormFields,
  type GigSavedState,
} from '../../gig-form-schema.ts';
import { useImageUploads } from '../../use-image-uploads.ts';
import { CoverField } from './cover-field.tsx';
import { DocumentField, type DocumentProblem } from './document-field.tsx';
import { BasicsSection, DiscountSection, FormSection, PricingSection } from './gig-form-fields.tsx';
import { ImagesField } from './images-field.tsx';

const MONEY_FIELDS: GigFormField[] = ['priceMin', 'priceMax', 'discountAmount'];
/** Refusals that are about the supporting document (its type, its size). */
const DOCUMENT_CODES = ['DOCUMENT_TYPE_NOT_ALLOWED', 'UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE'];

/**
 * The gig form of docs/product.md#gigs, for a new gig or (with `gig`) an edit. It is checked with the
 * server's own schema; a refused save keeps everything typed and chosen, says why above the form and
 * on each field in the reader's language (lib/problem-text.ts), and focuses the first field in error.
 */
export function GigForm({ gig }: { gig?: Gig }) {
  const { t, i18n } = useTranslation('gigForm');
  const navigate = useNavigate();
  const createGig = useCreateGig();
  const updateGig = useUpdateGig();
  const form = useForm<GigFormFields, unknown, GigInput>({
    resolver: gigFormResolver,
    defaultValues: gigFormDefaults(gig, i18n.resolvedLanguage ?? i18n.language),
  });
  const { register, handleSubmit, formState, setValue, setError, setFocus, clearErrors, control } = form;
  const [cover, images, discountEnabled, pages, deliveryTime] = useWatch({
    control,
    name: ['cover', 'images', 'discountEnabled', 'pages', 'deliveryTime'],
  });
  const imageList = images ?? [];
  const coverUploads = useImageUploads(1);
  const imageUploads = useImageUploads(GIG_IMAGES_MAX - imageList.length);
  const [document, setDocument] = useState<File | null>(null);
  const [documentProblem, setDocumentProblem] = useState<DocumentProblem | null>(null);
  const [documentError, setDocumentError] = useState<string | undefined>();
  const [removeDocument, setRemoveDocument] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // Each attempt gets its own alert, so a repeated failure is scrolled to and announced again.
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const message = (field: GigFormField) => {
    const problem = problemOf(formState.errors[field] as FieldError | undefined);
    const maximum = problem?.params?.maximum;
    // Amounts are written as money ($100,000), the reader's way.
    const values =
      MONEY_FIELDS.includes(field) && typeof maximum === 'number' ? { maximum: money(maximum) } : undefined;
    return fieldText(t, problem, { form: 'gig', field, values });
  };

  const focusById = (id: string) => window.document.getElementById(id)?.focus();

  const onInvalid = (errors: FieldErrors<GigFormFields>) => {
    setAttempt((count) => count + 1);
    setAlert(formAlert(t, 'gig', errors as Record<string, FieldError | undefined>));
  };

  const onValid = async (values: GigInput) => {
    setAttempt((count) => count + 1);
    if (coverUploads.chosen.length > 0 || imageUploads.chosen.length > 0) {
      setAlert(t('errors.uploadFirst'));
      focusById(coverUploads.chosen.length > 0 ? 'gig-cover' : 'gig-images');
      return;
    }
    if (documentProblem) {
      setAlert(t('errors.checkFields'));
      focusById('gig-document');
      return;
    }
    setAlert(null);
    setDocumentError(undefined);
    setPending(true);
    try {
      const saved = gig
        ? await updateGig.mutateAsync({ id: gig._id, values, document, removeDocument })
        : await createGig.mutateAsync({ values, document });
      const state: GigSavedState = { saved: gig ? 'updated' : 'created' };
      await navigate(`/gig/${saved._id}`, { state });
    } catch (error) {
      const fields = serverFieldProblems(error, GIG_FORM_FIELDS);
      const documentProblemFound = serverFieldProblems(error, ['document'])[0]?.problem;
      const documentText = documentProblemFound
        ? fieldText(t, documentProblemFound)
        : error instanceof ApiError && DOCUMENT_CODES.includes(error.code)
          ? problemText(t, error, t('errors.saveFailed'))
          : undefined;
      setAlert(problemText(t, error, t('errors.saveFailed')));
      setDocumentError(documentText);
      // Unlock the form first, so the first field in error can take the focus.
      flushSync(() => setPending(false));
      for (const { field, problem } of fields) setError(field, toFieldError(problem));
      const first = fields[0]?.field;
      if (first === 'cover' || first === 'images') focusById(`gig-${first}`);
      else if (first) setFocus(first);
      else if (documentText) focusById('gig-document');
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-labelledby="gig-form-title"
      aria-busy={pending}
      className="space-y-6"
    >
      {alert ? (
        <FormAlert key={attempt} tone="error">
          {alert}
        </FormAlert>
      ) : null}
      <fieldset disabled={pending} className="space-y-6">
        <BasicsSection register={register} message={message} />
        <PricingSection register={register} message={message} pages={pages} deliveryTime={deliveryTime} />
        <DiscountSection register={register} message={message} enabled={discountEnabled === true} />
        <FormSection title={t('sections.images')}>
          <CoverField
            value={cover ?? ''}
            onChange={(url) => {
              setValue('cover', url);
              clearErrors('cover');
            }}
            uploads={coverUploads}
            error={message('cover')}
          />
          <ImagesField
            value={imageList}
            onChange={(urls) => {
              setValue('images', urls);
              clearErrors('images');
            }}
            uploads={imageUploads}
            error={message('images')}
          />
        </FormSection>
        <FormSection title={t('sections.document')}>
          <DocumentField
            stored={gig?.document ?? null}
            chosen={document}
            onChoose={(file) => {
              setDocument(file);
              setDocumentError(undefined);
            }}
            removeStored={removeDocument}
            onRemoveStored={setRemoveDocument}
            problem={documentProblem}
            onProblem={setDocumentProblem}
            serverError={documentError}
          />
        </FormSection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Link to="/seller/mygigs" className={buttonClasses('ghost', 'md')}>
            {t('cancel')}
          </Link>
          <div className="sm:w-56">
            <SubmitButton
              pending={pending}
              label={gig ? t('submit.update') : t('submit.create')}
              pendingLabel={gig ? t('submit.updating') : t('submit.creating')}
            />
          </div>
        </div>
      </fieldset>
    </form>
  );
}
