import { Icon } from '../../components/ui/icons.tsx';

/** Icons of the assistant's controls; each control names itself with text or aria-label. */

export function MicrophoneIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8" />
    </Icon>
  );
}

export function SpeakerIcon({ muted, className }: { muted: boolean; className?: string }) {
  return (
    <Icon className={className}>
      <path d="M11 5 6 9H2v6h4l5 4V5Z" />
      {muted ? (
        <path d="m23 9-6 6M17 9l6 6" />
      ) : (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
      )}
    </Icon>
  );
}

export function SendIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m22 2-7 20-4-9-9-4 20-7ZM22 2 11 13" />
    </Icon>
  );
}

export function SparkIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
    </Icon>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} strokeWidth={2.5}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
