import { type RefObject, useEffect, useState } from 'react';

/** Everything a visitor can press or type into. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
/** Space kept between the bubble and a control it moves above. */
const GAP_PX = 8;
/**
 * The bubble climbs at most this share of the viewport: higher it would sit in the middle of
 * what the visitor is reading, so it waits, hidden, until the page moves on.
 */
const MAX_LIFT_SHARE = 0.45;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far the bubble must move up from its resting place so that no control in view lies under
 * it (the mobile menu's Call button, a form's submit button, a link passing by); null when no
 * place within reach is free (then it hides).
 */
function liftClearOf(rest: Box, controls: Box[], viewportHeight: number): number | null {
  const height = rest.bottom - rest.top;
  const highestTop = viewportHeight * (1 - MAX_LIFT_SHARE) - height;
  const inColumn = controls.filter(
    (box) =>
      box.left < rest.right + GAP_PX &&
      box.right > rest.left - GAP_PX &&
      box.bottom > 0 &&
      box.top < viewportHeight,
  );
  let bottom = rest.bottom;
  for (let step = 0; step <= inColumn.length; step += 1) {
    const top = bottom - height;
    if (top < highestTop) return null;
    const under = inColumn.filter((box) => box.top < bottom + GAP_PX && box.bottom > top - GAP_PX);
    if (under.length === 0) return rest.bottom - bottom;
    bottom = Math.min(...under.map((box) => box.top)) - GAP_PX;
  }
  return null;
}

/**
 * Keeps the floating bubble off every control in view: after each scroll, resize and change of
 * the page it is placed just above whatever it would cover, or hidden when there is no room.
 * Returns the lift in pixels (0 at rest) or null (hidden). `active` false leaves it at rest.
 */
export function useClearOfControls(
  bubble: RefObject<HTMLElement | null>,
  active: boolean,
): number | null {
  const [lift, setLift] = useState<number | null>(0);
  useEffect(() => {
    if (!active) {
      setLift(0);
      return;
    }
    let frame = 0;
    let current: number | null = 0;
    const place = () => {
      frame = 0;
      const element = bubble.current;
      if (!element) return;
      // Measured where it rests: its box now, less the lift it carries (hidden, it carries none).
      const now = element.getBoundingClientRect();
      const shift = current ?? 0;
      const rest: Box = {
        top: now.top + shift,
        bottom: now.bottom + shift,
        left: now.left,
        right: now.right,
      };
      const controls = [...document.querySelectorAll(CONTROLS)]
        .filter(
          (control) =>
            control !== element &&
            !element.contains(control) &&
            (control.checkVisibility?.({ visibilityProperty: true }) ?? true),
        )
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const found = liftClearOf(rest, controls, window.innerHeight);
      // A focused bubble is never hidden under the keyboard user: it stays where it was.
      const next = found === null && document.activeElement === element ? (current ?? 0) : found;
      if (next !== current) {
        current = next;
        setLift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    schedule();
    return () => {
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      cancelAnimationFrame(frame);
    };
  }, [bubble, active]);
  return lift;
}
