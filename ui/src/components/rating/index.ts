export { RatingInput, RatingStars, RATING_MAX, type RatingInputProps, type RatingStarsProps } from './rating';
