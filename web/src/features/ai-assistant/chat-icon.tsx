import { Icon } from '../../components/ui/icons.tsx';

/**
 * The speech bubble of the "Chat with Expert" openers. Its own module: the openers are part of
 * the first load, and the modal's icons (assistant-icons.tsx) must not come along with it.
 */
export function ChatIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-4-.9L3 20l1.1-4A8.4 8.4 0 1 1 21 11.5Z" />
    </Icon>
  );
}
