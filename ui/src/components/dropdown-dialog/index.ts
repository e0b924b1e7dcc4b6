export {
  DROPDOWN_MOUSE_LEAVE_DELAY,
  DropdownDialog,
  DropdownDialogClose,
  DropdownDialogGroup,
  createDropdownRegistry,
  type DropdownDialogCloseProps,
  type DropdownDialogProps,
  type DropdownRegistry,
} from './dropdown-dialog';
