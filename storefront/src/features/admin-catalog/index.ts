/** What the back office's other edit pages share with the catalogue's: the form fields (the admin form reload's save is in hooks). */
export { FormHead, HTML_HELP, SwitchField, TextField } from './components/fields';
/** The form in a store view's scope ("Use Default Value" per field), which the content editors use too. */
export { recordViewForm, seoViewFields, yesNo, type ViewField } from './components/store-scope';
