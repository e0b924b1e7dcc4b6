import type { Dictionary } from '@shop/ui/i18n';

/** French (fr-FR) of the blog's pages (their own words; the posts are content) (issue 31 item 1). */
const messages: Dictionary = {
  Home: 'Accueil',
  'Blog - Page %1': 'Blog - Page %1',
  'Training tips, gear care and trail notes from the Summit Outfitters coaches.':
    'Conseils d’entraînement, entretien de l’équipement et carnets de randonnée par les coachs de Summit Outfitters.',
  'There are no posts yet.': 'Aucun article pour le moment.',
  'Posted by %1 on %2': 'Publié par %1 le %2',
  'Back to the blog': 'Retour au blog',
  Blog: 'Blog',
};

export default messages;
