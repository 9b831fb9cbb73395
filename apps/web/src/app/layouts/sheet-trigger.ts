/** The look of a side sheet's menu button, shared by the sheet and the stand-in shown until its code is fetched. */
export const sheetTriggerClasses = (breakpointClasses: string) =>
  `inline-flex size-10 shrink-0 items-center justify-center ` +
  `rounded-lg text-slate-700 hover:bg-slate-100 ${breakpointClasses}`;
