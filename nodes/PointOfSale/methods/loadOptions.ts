import { dropdownMethods } from '../../shared/listSearch';
import { products } from './listSearch';

export const loadOptions = dropdownMethods({
	/** Every product, for the line items of a sale and the products the trigger watches. */
	getProducts: products,
});
