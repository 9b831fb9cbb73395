import { usePrefersReducedMotion } from '../../../../components/use-prefers-reduced-motion.ts';

/**
 * The success animation: a green ring closes and a check mark draws itself (SVG animation, so it
 * needs no inline style under the Content Security Policy). With reduced motion it is simply shown.
 */
export function SuccessAnimation() {
  const still = usePrefersReducedMotion();
  return (
    <svg aria-hidden="true" viewBox="0 0 52 52" className="size-24 text-emerald-600" data-testid="success-animation">
      <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="3" />
      <circle
        cx="26"
        cy="26"
        r="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="151"
        strokeDashoffset={still ? 0 : 151}
        transform="rotate(-90 26 26)"
      >
        {still ? null : <animate attributeName="stroke-dashoffset" from="151" to="0" dur="0.6s" fill="freeze" />}
      </circle>
      <path
        d="M15 27l7 7 15-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="36"
        strokeDashoffset={still ? 0 : 36}
      >
        {still ? null : (
          <animate attributeName="stroke-dashoffset" from="36" to="0" begin="0.5s" dur="0.4s" fill="freeze" />
        )}
      </path>
    </svg>
  );
}
