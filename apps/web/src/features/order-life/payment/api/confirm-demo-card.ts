import type { DemoConfirmInput, DemoConfirmResult } from '@inkwell/domain/payments/payment.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** POST /api/payments/demo/confirm: the demo gateway's card form; answers the intent's new status. */
export function confirmDemoCard(input: DemoConfirmInput): Promise<DemoConfirmResult> {
  return api<DemoConfirmResult>('/payments/demo/confirm', { method: 'POST', body: { ...input } });
}

export function useConfirmDemoCard() {
  return useMutation({ mutationFn: confirmDemoCard });
}
