/** What the back office's other edit pages share with the catalogue's: the form fields (the admin form reload's save is in hooks). */
export { HTML_HELP, SwitchField, TextField } from './components/fields';
