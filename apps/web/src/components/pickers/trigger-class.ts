/** The header's compact picker buttons: icon and short label on phones, full label from md up. */
export const pickerTriggerClass =
  'inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded-full px-2 text-sm font-medium text-slate-700 hover:bg-seven data-[state=open]:bg-third sm:px-3';
