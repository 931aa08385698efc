import type { Ref } from 'react';

type StepHeadingProps = { ref?: Ref<HTMLHeadingElement>; title: string };

// Takes focus when its step opens (tabIndex -1), so screen readers announce where the person now is;
// the scroll margin keeps it clear of the sticky site header.
export function StepHeading({ ref, title }: StepHeadingProps) {
  return (
    <h2 ref={ref} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none">
      {title}
    </h2>
  );
}
