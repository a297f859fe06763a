import { Button, Tooltip } from '@mantine/core';

/** A disabled header tab that explains why on hover (its own chunk with the popover library: NavTabs). */
export function DisabledNavTab({ label, tip }: { label: string; tip: string }) {
  return (
    <Tooltip label={tip} withArrow offset={9} maw={240} multiline>
      <Button
        variant="subtle"
        color="gray"
        data-disabled
        aria-disabled="true"
        onClick={(e) => e.preventDefault()}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
