import * as Select from '@radix-ui/react-select';

interface SelectMenuProps {
  id: string;
  /** The accessible name (pair with a visible <label htmlFor={id}>). */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { readonly value: string; readonly label: string }[];
  placeholder?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A Radix Select with the site's input look; keyboard handling and focus come from Radix. */
export function SelectMenu({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  className = '',
  ...aria
}: SelectMenuProps) {
  return (
    <Select.Root value={value} onValueChange={onValueChange}>
      <Select.Trigger
        id={id}
        className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-left text-base text-slate-900 shadow-sm focus:border-ocean-600 aria-[invalid=true]:border-danger-700 ${className}`}
        {...aria}
      >
        <Select.Value placeholder={placeholder} />
        <Select.Icon aria-hidden="true" className="text-slate-600">
          ▾
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-navy-100 bg-white shadow-xl"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-navy-50 data-[state=checked]:font-semibold"
              >
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
