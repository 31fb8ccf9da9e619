import { ONBOARDING_STEPS, type TOnboardingStep } from '@hirerelay/domain';
import { useEffect, useRef } from 'react';

interface StepListProps {
  current: TOnboardingStep;
  completed: readonly number[];
  busy: boolean;
  onSelect: (step: TOnboardingStep) => void;
}

/** The side list of the six steps: any step can be opened at any time; done ones carry a check
 * (completedSteps: the step's data is on the profile). */
export function StepList({ current, completed, busy, onSelect }: StepListProps) {
  const listRef = useRef<HTMLOListElement>(null);

  // On a phone the list is a sideways-scrolling row: keep the current step in sight.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector('[aria-current="step"]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    const offset = item.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - parseFloat(getComputedStyle(list).paddingLeft);
  }, [current]);

  return (
    <nav className="wizard-steps" aria-label="Onboarding steps">
      <ol className="wizard-steps__list" role="list" ref={listRef}>
        {ONBOARDING_STEPS.map(({ step, title }) => {
          const done = completed.includes(step);
          return (
            <li key={step}>
              <button
                className="wizard-steps__item"
                type="button"
                aria-current={step === current ? 'step' : undefined}
                data-done={done}
                disabled={busy}
                onClick={() => {
                  onSelect(step);
                }}
              >
                <span className="wizard-steps__marker" aria-hidden="true">
                  {done ? <CheckIcon /> : step}
                </span>
                <span className="wizard-steps__title">{title}</span>
                {done ? <span className="visually-hidden"> (completed)</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
