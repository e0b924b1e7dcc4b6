/**
 * `@shop/ui/form-post`: the helpers that post forms (SPEC.md §7, §8): the data-post helper,
 * the generic form and ajax submit helpers, the admin form reload (call 14) and the same-origin
 * check for the addresses a server answers with. Each takes what it needs from its host
 * (form_key getter, fetch, navigate, notify) as a parameter.
 */
export { ajaxSubmit, type AjaxFailureReason, type AjaxSubmitDependencies, type AjaxSubmitRequest, type AjaxSubmitResult, type FormEncoding } from './ajax-submit';
export {
  reloadAdminForm,
  type AdminFormReloadDependencies,
  type AdminFormReloadRequest,
  type AdminFormReloadResult,
} from './admin-form-reload';
export { dataPost, parseDataPost, type DataPostDependencies, type DataPostRequest } from './data-post';
export {
  FORM_POST_FAILURE_MESSAGE,
  type DataPostConfirmation,
  type FormPostDependencies,
  type FormPostNotification,
} from './dependencies';
export { FORM_KEY_FIELD, serializeForm, type FormFields, type FormSource, type FormValue } from './form-fields';
export { sameOriginUrl } from './same-origin-url';
export { postHiddenForm, submitForm, type HiddenFormDependencies, type SubmitFormRequest } from './submit-form';
export { useDataPost, type DataPostBinding, type UseDataPostOptions } from './use-data-post';
