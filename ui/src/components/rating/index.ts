export { RATING_MAX, RatingStars, type RatingStarsProps } from './rating';
export { RatingInput, type RatingInputProps } from './rating-input';
