/** What the order's actions answer in the back office, in Magento admin's words. */
export const ORDER_ACTION_TEXTS = {
  invoiced: 'The invoice has been created.',
  shipped: 'The shipment has been created.',
  refunded: 'You created the credit memo.',
  canceled: 'You canceled the order.',
  commented: 'The comment has been added to the order.',
  cancelQuestion: 'Are you sure you want to cancel this order?',
} as const;

