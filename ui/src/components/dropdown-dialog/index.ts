export {
  DROPDOWN_MOUSE_LEAVE_DELAY,
  DropdownDialog,
  DropdownDialogClose,
  DropdownDialogGroup,
  createDropdownRegistry,
  type DropdownDialogProps,
  type DropdownRegistry,
} from './dropdown-dialog';
