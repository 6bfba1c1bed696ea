/** The dialogs the shell offers to the flows that open them (the cart flow opens the add-to-cart modal). */
export { type AddedCartItem, AddToCartModal, type AddToCartModalProps } from './AddToCartModal';
export { Modal, type ModalProps } from './Modal';
