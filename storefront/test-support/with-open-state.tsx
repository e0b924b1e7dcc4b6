import { useState, type ComponentType } from 'react';

interface OpenStateProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * For stories of controlled overlays: holds the open state the layout would own, starting
 * from the story's `open` arg, and still reports every change to its `onOpenChange` spy.
 */
export function withOpenState<Props extends OpenStateProps>(Component: ComponentType<Props>) {
  return function WithOpenState(args: Props) {
    const [open, setOpen] = useState(args.open);
    return (
      <Component
        {...args}
        open={open}
        onOpenChange={(next: boolean) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  };
}
