import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button.tsx';

/**
 * A drawn signature (signature_pad on a canvas): each stroke hands the drawing on as a PNG data
 * URL, Clear hands on '' (which the contract refuses with "Draw your signature in the box").
 * The canvas takes focus, so a form can bring the signer back to it on an error.
 */
export function SignaturePadField({
  id,
  label,
  hint,
  error,
  disabled = false,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onChange: (dataUrl: string) => void;
  ref?: Ref<{ focus: () => void }>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useImperativeHandle(ref, () => ({ focus: () => canvas.current?.focus() }), []);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, {
      penColor: '#0b1f3a',
      minWidth: 1,
      maxWidth: 2.6,
    });
    // Sized to the device's pixels, so the stroke is sharp and lands under the pointer; a new
    // width (a turned phone) clears the drawing, which would no longer fit.
    let width = 0;
    const fit = () => {
      if (element.offsetWidth === width) return;
      const resized = width !== 0;
      width = element.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      if (resized) changed.current('');
    };
    fit();
    const report = () =>
      changed.current(signature.isEmpty() ? '' : signature.toDataURL('image/png'));
    signature.addEventListener('endStroke', report);
    window.addEventListener('resize', fit);
    pad.current = signature;
    return () => {
      signature.removeEventListener('endStroke', report);
      window.removeEventListener('resize', fit);
      signature.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (!pad.current) return;
    if (disabled) pad.current.off();
    else pad.current.on();
  }, [disabled]);

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-slate-800">
        {label}
      </p>
      <canvas
        ref={canvas}
        id={id}
        data-testid="signature-pad"
        tabIndex={0}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        className="block h-40 w-full touch-none rounded-lg border border-slate-400 bg-white aria-[invalid=true]:border-danger-700"
      />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <Button
          variant="outline"
          disabled={disabled}
          onClick={() => {
            pad.current?.clear();
            changed.current('');
          }}
        >
          Clear signature
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
