import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): the search box and the search results page. */
const messages: Dictionary = {
  Search: 'Rechercher',
  'Search entire store here...': 'Rechercher dans toute la boutique...',
  'Search suggestions': 'Suggestions de recherche',
  "Search results for: '%1'": 'Résultats de recherche pour : « %1 »',
  'Minimum Search query length is %1': 'La requête de recherche doit comporter au moins %1 caractères',
  'Your search returned no results.': 'Votre recherche n’a donné aucun résultat.',
};

export default messages;
