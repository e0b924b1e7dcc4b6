import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR): "Add to Compare", the Compare Products block and page, and their messages. */
const messages: Dictionary = {
  'Add to Compare': 'Ajouter au comparateur',
  'Add to Compare: %1': 'Ajouter au comparateur : %1',
  'You have no items to compare.': 'Vous n’avez aucun article à comparer.',
  'Remove This Item: %1': 'Retirer cet article : %1',
  Compare: 'Comparer',
  'Products Comparison List': 'Liste de comparaison des produits',
  Color: 'Couleur',
  Size: 'Taille',
  Description: 'Description',
  'N/A': 'N/D',
  'Remove Product': 'Retirer le produit',
  'Remove Product: %1': 'Retirer le produit : %1',
  'You added product %1 to the <a href="%2">comparison list</a>.': 'Vous avez ajouté le produit %1 à la <a href="%2">liste de comparaison</a>.',
  'You removed product %1 from the comparison list.': 'Vous avez retiré le produit %1 de la liste de comparaison.',
  'You cleared the comparison list.': 'Vous avez vidé la liste de comparaison.',
  'We can\u2019t find the product.': 'Impossible de trouver le produit.',
  'The product is not in your comparison list.': 'Ce produit ne figure pas dans votre liste de comparaison.',
};

export default messages;
