export { ColorPicker, COLOR_PICKER_MAX_RECENT, addRecentColor, type ColorPickerProps } from './color-picker';
export { NAMED_COLORS, normalizeColor, parseColor, toHex, type RgbColor } from './parse-color';
