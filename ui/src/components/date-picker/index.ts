export { DatePicker, datePickerCalendarClassNames, type DatePickerProps } from './date-picker';
export {
  DATE_PICKER_DEFAULT_FORMAT,
  daysInMonth,
  formatDate,
  isSameDay,
  parseDate,
  startOfDay,
} from './date-format';
