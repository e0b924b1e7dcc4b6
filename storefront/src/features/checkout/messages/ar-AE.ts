import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of the checkout: its steps, the order summary, the success page (issue 31 item 1). */
const messages: Dictionary = {
  // Page and steps
  Checkout: 'إتمام الشراء',
  'Checking out as %1': 'إتمام الشراء باسم %1',
  'Checking out as a guest': 'إتمام الشراء كزائر',
  'Checkout steps': 'خطوات إتمام الشراء',
  Shipping: 'الشحن',
  'Review & Payments': 'المراجعة والدفع',
  // Shipping step
  'Shipping Address': 'عنوان الشحن',
  'You can create an account after checkout.': 'يمكنك إنشاء حساب بعد إتمام الشراء.',
  'You already have an account with us. Sign in or continue as guest.': 'لديك حساب لدينا بالفعل. سجّل الدخول أو تابع كزائر.',
  'Ship to': 'الشحن إلى',
  'New Address': 'عنوان جديد',
  'Save in address book': 'حفظ في دفتر العناوين',
  'Shipping Methods': 'طرق الشحن',
  'Sorry, no quotes are available for this order at this time': 'عذرًا، لا تتوفر أسعار شحن لهذا الطلب في الوقت الحالي',
  'The shipping method is missing. Select the shipping method and try again.': 'طريقة الشحن غير محددة. اختر طريقة الشحن وحاول مرة أخرى.',
  Next: 'التالي',
  // Review & Payments step
  'Ship To:': 'الشحن إلى:',
  'Shipping Method:': 'طريقة الشحن:',
  'Edit shipping': 'تعديل الشحن',
  'Payment Method': 'طريقة الدفع',
  'Credit Card': 'بطاقة ائتمان',
  'My billing and shipping address are the same': 'عنوان الفوترة مطابق لعنوان الشحن',
  'Billing Address': 'عنوان الفوترة',
  'Your card was declined.': 'تم رفض بطاقتك.',
  // Order summary
  'Order Summary': 'ملخص الطلب',
  '%1 Item in Cart': 'منتج واحد في السلة',
  '%1 Items in Cart': 'عدد المنتجات في السلة: %1',
  'Qty %1': 'الكمية: %1',
  'Cart Subtotal': 'المجموع الفرعي للسلة',
  'Shipping (%1)': 'الشحن (%1)',
  Discount: 'الخصم',
  Tax: 'الضريبة',
  'Order Total': 'إجمالي الطلب',
  // Success page
  'Success Page': 'تم الطلب بنجاح',
  'Thank you for your purchase!': 'شكرًا لك على الشراء!',
  'Your order number is: %1.': 'رقم طلبك هو: %1.',
  "We'll email you an order confirmation with details and tracking info.": 'سنرسل إليك بالبريد الإلكتروني تأكيدًا للطلب يتضمن التفاصيل ومعلومات التتبع.',
  'There is no order to show. Your order may be listed in your account.': 'لا يوجد طلب لعرضه. قد يكون طلبك مدرجًا في حسابك.',
  'Continue Shopping': 'متابعة التسوق',
  'You can track your order status by creating an account.': 'يمكنك تتبع حالة طلبك بإنشاء حساب.',
  'Email Address:': 'البريد الإلكتروني:',
  Password: 'كلمة المرور',
  'Confirm Password': 'تأكيد كلمة المرور',
  'The offer to create an account from this order has expired. You can still create an account from the Create an Account page.':
    'انتهت مدة عرض إنشاء حساب من هذا الطلب. لا يزال بإمكانك إنشاء حساب من صفحة إنشاء حساب.',
  // Place Order's and the success page's answers
  'Please enter your email address to place the order as a guest.': 'يرجى إدخال بريدك الإلكتروني لتقديم الطلب كزائر.',
  'Please sign in to place your order.': 'يرجى تسجيل الدخول لتقديم طلبك.',
  'Please enter the billing address.': 'يرجى إدخال عنوان الفوترة.',
  'The shipping method is not available for this address. Please choose another one.': 'طريقة الشحن غير متاحة لهذا العنوان. يرجى اختيار طريقة أخرى.',
  'The payment method is not available.': 'طريقة الدفع غير متاحة.',
  'Your cart changed while the order was being placed. Please review your order and place it again.': 'تغيّرت سلتك أثناء تقديم الطلب. يرجى مراجعة طلبك وتقديمه مرة أخرى.',
  'This order was already submitted from another session.': 'تم إرسال هذا الطلب بالفعل من جلسة أخرى.',
  'The payment service did not answer, so your card was not charged. Please try again in a few minutes.': 'لم تستجب خدمة الدفع، لذا لم يتم الخصم من بطاقتك. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
  'There is no order placed in this session.': 'لا يوجد طلب مقدَّم في هذه الجلسة.',
  'There is no guest order in this session to create an account from.': 'لا يوجد طلب زائر في هذه الجلسة لإنشاء حساب منه.',
  // Mail: order confirmation
  'Your %1 order confirmation': 'تأكيد طلبك من %1',
  'Thank you for your order #%1.': 'شكرًا لك على طلبك رقم %1.',
  'Your Order #%1': 'طلبك رقم %1',
  'Hello %1,': 'مرحبًا %1،',
  'Thank you for your order from %1. Your order #%2 was placed on %3. Once your package ships we will send you an e-mail.':
    'شكرًا لطلبك من %1. تم تقديم طلبك رقم %2 في %3. سنرسل إليك رسالة بالبريد الإلكتروني فور شحن طردك.',
  'View your order': 'عرض طلبك',
  'SKU: %1': 'رمز المنتج: %1',
  'regular price': 'السعر العادي',
  'Shipping & Handling (%1)': 'الشحن والتوصيل (%1)',
  '%1 ending in %2': '%1 تنتهي بـ %2',
  '%1 x %2': '%1 × %2',
  // Shipping methods (their titles, as an order keeps them) and an address's phone line
  'Flat Rate': 'سعر ثابت',
  'Fixed': 'ثابت',
  'Free Shipping': 'شحن مجاني',
  'Free': 'مجاني',
  'T:': 'هاتف:',
  'Your shopping cart is empty.': 'سلة التسوق فارغة.',
  'Too many attempts to place an order.': 'محاولات كثيرة جدًا لتقديم الطلب.',
  'We could not reach the payment service, so your card was not charged. Please try again in a few minutes.':
    'تعذّر الوصول إلى خدمة الدفع، لذا لم يتم خصم أي مبلغ من بطاقتك. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
};

export default messages;
