import type { Dictionary } from '@shop/ui/i18n';

/** Arabic (ar-AE) of sign-in, registration and the password reset (issue 31 item 1). */
const messages: Dictionary = {
  // Sign in
  'Customer Login': 'تسجيل دخول العميل',
  'Registered Customers': 'العملاء المسجلون',
  'If you have an account, sign in with your email address.': 'إذا كان لديك حساب، فسجّل الدخول باستخدام بريدك الإلكتروني.',
  'New Customers': 'العملاء الجدد',
  'Creating an account has many benefits: check out faster, keep more than one address, track orders and more.':
    'لإنشاء حساب مزايا كثيرة: إتمام الشراء بسرعة أكبر، وحفظ أكثر من عنوان، وتتبع الطلبات، وغير ذلك.',
  // Registration
  'Create New Customer Account': 'إنشاء حساب عميل جديد',
  // Forgotten password
  'Forgot Your Password?': 'هل نسيت كلمة المرور؟',
  'Please enter your email address below to receive a password reset link.': 'أدخل بريدك الإلكتروني أدناه لتصلك رسالة برابط إعادة تعيين كلمة المرور.',
  'Reset My Password': 'إعادة تعيين كلمة المرور',
  'If there is an account associated with %1 you will receive an email with a link to reset your password.':
    'إذا كان هناك حساب مرتبط بالعنوان %1 فستصلك رسالة برابط لإعادة تعيين كلمة المرور.',
  // New password
  'Set a New Password': 'تعيين كلمة مرور جديدة',
  'This page needs the link from your password reset email.': 'تُفتح هذه الصفحة من الرابط الموجود في رسالة إعادة تعيين كلمة المرور.',
  'Request a new password reset link': 'طلب رابط جديد لإعادة تعيين كلمة المرور',
  'New Password': 'كلمة المرور الجديدة',
  'Confirm New Password': 'تأكيد كلمة المرور الجديدة',
  // The sign-in's and the password reset's answers
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
    'بيانات تسجيل الدخول غير صحيحة أو أن حسابك معطّل مؤقتًا. يرجى الانتظار والمحاولة لاحقًا.',
  'Incorrect CAPTCHA': 'رمز التحقق غير صحيح',
  'Your password reset link is not valid or was already used. Please request a new one.': 'رابط إعادة تعيين كلمة المرور غير صالح أو سبق استخدامه. يرجى طلب رابط جديد.',
  'Your password reset link has expired. Please request a new one.': 'انتهت صلاحية رابط إعادة تعيين كلمة المرور. يرجى طلب رابط جديد.',
  'You updated your password.': 'تم تحديث كلمة المرور.',
  // Mails: welcome, password reset
  'Welcome to %1': 'مرحبًا بك في %1',
  'Your account at %1 is ready.': 'حسابك في %1 جاهز.',
  'Hello %1 %2,': 'مرحبًا %1 %2،',
  'Thank you for creating an account. To sign in to our site, use your e-mail address %1 and the password you set, during checkout or on the My Account page.':
    'شكرًا لإنشائك حسابًا. لتسجيل الدخول إلى موقعنا، استخدم بريدك الإلكتروني %1 وكلمة المرور التي اخترتها، أثناء إتمام الشراء أو من صفحة حسابي.',
  'Go to My Account': 'الانتقال إلى حسابي',
  'In your account you can check your orders, keep your addresses and change your account information.': 'يمكنك في حسابك متابعة طلباتك وحفظ عناوينك وتغيير معلومات حسابك.',
  'Reset your %1 password': 'إعادة تعيين كلمة مرورك في %1',
  'Set a new password for your account.': 'عيّن كلمة مرور جديدة لحسابك.',
  'Reset your password': 'إعادة تعيين كلمة المرور',
  'There was recently a request to change the password for your account. If you requested this change, set a new password here:':
    'وصلنا مؤخرًا طلب لتغيير كلمة مرور حسابك. إذا كنت صاحب هذا الطلب، فعيّن كلمة مرور جديدة من هنا:',
  'The link works for %1 hours and only once. If you did not make this request, you can ignore this e-mail and your password will remain the same.':
    'يعمل الرابط لمدة %1 ساعة ولمرة واحدة فقط. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
  // Registration and sign-in answers
  'Thank you for registering with %1.': 'شكرًا لتسجيلك في %1.',
  'A customer with the same email address already exists in an associated website.': 'يوجد عميل بنفس البريد الإلكتروني في موقع مرتبط.',
  'Login successful.': 'تم تسجيل الدخول بنجاح.',
  'You are signed out.': 'تم تسجيل خروجك.',
};

export default messages;
