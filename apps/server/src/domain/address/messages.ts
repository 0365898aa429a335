export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const ADDRESS_ADDED_MESSAGE = 'Address added successfully';
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully';
export const ADDRESS_DELETED_MESSAGE = 'Address deleted successfully';
