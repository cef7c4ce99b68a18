import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Light, dark or the system's; Mantine remembers the choice in local storage. */
export function ThemeControl({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Theme"
      size={size}
      data={CHOICES}
      value={colorScheme}
      onChange={(value) => {
        setColorScheme(value);
      }}
    />
  );
}
