import type { JurisdictionRule } from '@inkwell/domain/integrity/jurisdiction.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useJurisdictionRules } from '../api/jurisdictions.ts';
import { HubHeader } from '../components/hub-header.tsx';
import { OperatorGate } from '../components/operator-gate.tsx';
import { draftOf, emptyDraft, RuleForm, type RuleDraft } from '../components/rule-form.tsx';
import { RuleList } from '../components/rule-list.tsx';

function RulesDesk({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('operator');
  const rules = useJurisdictionRules(viewerId);
  const [draft, setDraft] = useState<RuleDraft>(emptyDraft);
  const [done, setDone] = useState('');
  const edit = (rule: JurisdictionRule) => {
    setDraft(draftOf(rule));
    setDone('');
    document.getElementById('rule-country')?.focus();
  };
  const finish = (message: string) => {
    setDraft(emptyDraft());
    setDone(message);
  };
  if (rules.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('rules.loading')}
      </p>
    );
  }
  if (rules.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('rules.loadFailed')}</p>
        <button type="button" onClick={() => void rules.refetch()} className={buttonClasses('secondary', 'sm', 'mt-3')}>
          {t('queue.retry')}
        </button>
      </div>
    );
  }
  const items = rules.data.items;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <section aria-labelledby="rules-list-title" className="space-y-3">
        <h2 id="rules-list-title" className="text-lg font-semibold text-slate-900">
          {t('rules.listTitle')}
        </h2>
        <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
          {done}
        </p>
        <RuleList rules={items} viewerId={viewerId} onEdit={edit} onDone={finish} />
      </section>
      <RuleForm rules={items} draft={draft} onDraft={setDraft} onDone={finish} />
    </div>
  );
}

/** /operator/rules: which purposes buyers from each country may order. */
export function RulesPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('rules.documentTitle'));
  return (
    <OperatorGate>
      {(viewer) => (
        <div className="container-page space-y-6 py-8 sm:py-10">
          <HubHeader title={t('rules.title')} intro={t('rules.intro')} />
          <RulesDesk viewerId={viewer._id} />
        </div>
      )}
    </OperatorGate>
  );
}
