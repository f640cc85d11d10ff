import { type Ref, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import SignaturePad from 'signature_pad';
import { Button } from './button.tsx';

/** Sharper strokes on dense screens, without a PNG too large for the request (≤ 2x). */
const MAX_PIXEL_RATIO = 2;

/**
 * The drawing as sent: a PNG of the box at its CSS size (one pixel per CSS pixel, whatever the
 * screen's density), dark ink on a white ground, so it stays small and reads the same to the
 * server's ink check whether that looks at colour or at transparency.
 */
function exportSignature(canvas: HTMLCanvasElement): string {
  const width = canvas.offsetWidth || canvas.width;
  const height = canvas.offsetHeight || canvas.height;
  const copy = document.createElement('canvas');
  copy.width = width;
  copy.height = height;
  const context = copy.getContext('2d');
  if (!context) return canvas.toDataURL('image/png');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(canvas, 0, 0, width, height);
  return copy.toDataURL('image/png');
}

/**
 * A drawn signature (signature_pad on a canvas sized for a finger or a mouse, `touch-none` so a
 * finger draws instead of scrolling) with Clear: the portal's contract signing and the office's
 * countersigning. The field's value is the drawing's PNG data URL, '' while the box is empty
 * (which the contract refuses with "Draw your signature in the box"); setting it to '' from
 * outside (a reset) clears the box. The box keeps its drawing when the page is resized, and the
 * canvas takes focus, so a form can bring the signer back to it on an error. Its accessible name
 * is `label`.
 */
export function SignaturePadField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled = false,
  clearLabel = 'Clear signature',
  ref,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** The Clear button's words (the portal's in the page's language). */
  clearLabel?: string;
  ref?: Ref<{ focus: () => void }>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  useImperativeHandle(ref, () => ({ focus: () => canvas.current?.focus() }), []);

  const fit = useCallback(() => {
    const element = canvas.current;
    const signature = pad.current;
    if (!element || !signature) return;
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
    const width = Math.round(element.offsetWidth * ratio);
    const height = Math.round(element.offsetHeight * ratio);
    if (element.width === width && element.height === height) return;
    const strokes = signature.toData();
    element.width = width;
    element.height = height;
    element.getContext('2d')?.scale(ratio, ratio);
    signature.clear();
    if (strokes.length > 0) signature.fromData(strokes);
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#0f172a',
      minWidth: 1,
      maxWidth: 3,
    });
    pad.current = signature;
    const ended = () => change.current(signature.isEmpty() ? '' : exportSignature(element));
    signature.addEventListener('endStroke', ended);
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      signature.removeEventListener('endStroke', ended);
      signature.off();
      pad.current = null;
    };
  }, [fit]);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  // A reset of the form empties the box too.
  useEffect(() => {
    if (value === '' && pad.current && !pad.current.isEmpty()) pad.current.clear();
  }, [value]);

  const clear = () => {
    pad.current?.clear();
    onChange('');
    canvas.current?.focus();
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-slate-800">
        {label}
      </p>
      <canvas
        id={id}
        ref={canvas}
        role="img"
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        data-testid="signature-pad"
        className={`block h-44 w-full touch-none rounded-lg border-2 border-dashed bg-white sm:h-48 ${
          error ? 'border-danger-700' : 'border-slate-400'
        } ${disabled ? 'opacity-60' : 'cursor-crosshair'} focus:outline-2 focus:outline-ocean-600`}
      />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        <div>
          {hint && (
            <p id={hintId} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
          {error && (
            <p id={errorId} className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
        </div>
        <Button variant="outline" onClick={clear} disabled={disabled || value === ''}>
          {clearLabel}
        </Button>
      </div>
    </div>
  );
}

/** The signature pad bound to a react-hook-form field (the form holds the PNG data URL). */
export function FormSignaturePadField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  ...props
}: {
  control: Control<T, unknown, Sent>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  clearLabel?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SignaturePadField
      {...props}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
