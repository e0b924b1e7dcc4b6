import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{i as r,r as i}from"./form-row-D2xQ1C9t.js";import{n as a,t as o}from"./login-form-O7APstDf.js";function s(e){let t=`<svg xmlns="http://www.w3.org/2000/svg" width="150" height="48" viewBox="0 0 150 48">
<rect width="150" height="48" fill="hsl(210 60% 94%)"/>
<path d="M0 30 C40 10 80 44 150 18" stroke="hsl(210 40% 60%)" stroke-width="2" fill="none"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="24" font-weight="bold" fill="hsl(210 55% 25%)">${[...e].map((e,t)=>`<text x="${16+t*22}" y="${t%2?34:28}">${e}</text>`).join(``)}</g>
</svg>`;return`data:image/svg+xml;charset=utf-8,${encodeURIComponent(t)}`}function c({onLogin:e,...t}){let[n,r]=(0,l.useState)(null);return(0,u.jsx)(o,{...t,message:n,onMessageClear:()=>r(null),onLogin:async t=>{r(null),await e(t),r({type:`error`,text:v})}})}var l,u,d,f,p,m,h,g,_,v,y,b,x,S,C,w,T,E,D;function O(){return(O=e((()=>{l=t(),r(),a(),u=n(),{expect:d,fn:f,userEvent:p,waitFor:m,within:h}=__STORYBOOK_MODULE_TEST__,g=`This is a required field.`,_=`Please enter a valid email address (Ex: johndoe@domain.com).`,v=`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`,y={title:`Forms/Login`,component:o,tags:[`autodocs`],args:{onLogin:f(),forgotPasswordUrl:`#forgot-password`}},b={play:async({canvasElement:e,args:t})=>{let n=h(e),r=n.getByRole(`textbox`,{name:`Email Address`});await p.tab(),await d(r).toHaveFocus(),await p.keyboard(`  roni_cost@example.com `),await d(r).toHaveValue(`roni_cost@example.com`),await p.tab(),await d(n.getByLabelText(/^Password/)).toHaveFocus(),await p.keyboard(`roni_cost3@example.com`),await p.tab(),await d(n.getByRole(`checkbox`,{name:`Show Password`})).toHaveFocus(),await p.tab(),await d(n.getByRole(`button`,{name:`Sign In`})).toHaveFocus(),await p.keyboard(`{Enter}`),await m(()=>d(t.onLogin).toHaveBeenCalledWith({email:`roni_cost@example.com`,password:`roni_cost3@example.com`})),await d(n.queryByText(g)).not.toBeInTheDocument(),await m(()=>d(n.getByRole(`button`,{name:`Sign In`})).toHaveFocus())}},x={play:async({canvasElement:e,args:t})=>{let n=h(e),r=n.getByRole(`textbox`,{name:`Email Address`}),i=n.getByLabelText(/^Password/);await p.tab(),await p.tab(),await p.tab(),await p.tab(),await p.keyboard(`{Enter}`),await m(()=>d(n.getAllByText(g)).toHaveLength(2)),await d(r).toHaveFocus(),await d(r).toHaveAccessibleDescription(g),await d(i).toHaveAttribute(`aria-invalid`,`true`),await p.keyboard(`roni_cost@example`),await d(await n.findByText(_)).toBeInTheDocument(),await d(r).toHaveAccessibleDescription(_),await p.type(i,`secret`),await m(()=>d(i).toHaveAttribute(`aria-invalid`,`false`)),await p.keyboard(`{Enter}`),await d(await n.findByText(_)).toBeInTheDocument(),await d(t.onLogin).not.toHaveBeenCalled()}},S={args:{captcha:{imageSrc:s(`x7Kp2q`),caseSensitive:!0,onReload:f(async()=>s(`Mn4tR8`))}},play:async({canvasElement:e,args:t})=>{let n=h(e),r=n.getByRole(`textbox`,{name:`Please type the letters and numbers below`});await p.type(n.getByRole(`textbox`,{name:`Email Address`}),`roni_cost@example.com`),await p.type(n.getByLabelText(/^Password/),`roni_cost3@example.com`),await p.keyboard(`{Enter}`),await m(()=>d(r).toHaveFocus()),await d(n.getByText(g)).toBeInTheDocument(),await d(r).toHaveAccessibleDescription(`Attention: Captcha is case sensitive. ${g}`),await d(t.onLogin).not.toHaveBeenCalled(),await p.keyboard(`x7Kp2q{Enter}`),await m(()=>d(t.onLogin).toHaveBeenCalledWith({email:`roni_cost@example.com`,password:`roni_cost3@example.com`,captcha:`x7Kp2q`})),await d(n.queryByText(g)).not.toBeInTheDocument(),await m(()=>d(r).toHaveValue(``))}},C={args:{message:{type:`error`,text:v},onMessageClear:f()},play:async({canvasElement:e,args:t})=>{let n=h(e).getByRole(`alert`);await d(n).toHaveTextContent(v),await p.click(n),await d(t.onMessageClear).toHaveBeenCalledTimes(1)}},w={args:{disableWhileSubmitting:!0,showPasswordToggle:!1,defaultValues:{email:`roni_cost@example.com`}},beforeEach:()=>i(),render:e=>(0,u.jsx)(c,{...e}),play:async({canvasElement:e,args:t})=>{let n=h(e),r=n.getByLabelText(/^Password/);await p.type(r,`wrong-password{Enter}`),await d(await n.findByRole(`alert`)).toHaveTextContent(v),await d(t.onLogin).toHaveBeenCalledWith({email:`roni_cost@example.com`,password:`wrong-password`}),await m(()=>d(r).toHaveFocus())}},T={args:{"aria-label":`Checkout using your account`,context:`checkout`,showPasswordToggle:!1,disableWhileSubmitting:!0,message:null,defaultValues:{email:`roni_cost@example.com`,password:`roni_cost3@example.com`},onLogin:f(()=>new Promise(()=>{}))},play:async({canvasElement:e,args:t})=>{let n=h(e),r=n.getByRole(`form`,{name:`Checkout using your account`});await d(r.querySelector(`input[type="hidden"][name="context"]`)).toHaveValue(`checkout`),await p.click(n.getByRole(`button`,{name:`Sign In`})),await m(()=>d(n.getByRole(`textbox`,{name:`Email Address`})).toBeDisabled()),await d(n.getByLabelText(/^Password/)).toBeDisabled(),await d(n.getByRole(`button`,{name:`Sign In`})).toHaveAttribute(`aria-busy`,`true`),await d(t.onLogin).toHaveBeenCalledWith({email:`roni_cost@example.com`,password:`roni_cost3@example.com`})}},E={parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}},play:async({canvasElement:e})=>{let t=h(e);await p.click(t.getByRole(`button`,{name:`Sign In`})),await m(()=>d(t.getAllByText(g)).toHaveLength(2))}},D=[`Default`,`InvalidValues`,`WithCaptcha`,`ErrorMessage`,`RefusedSignIn`,`Submitting`,`Phone`],b.parameters={...b.parameters,docs:{...b.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', {
      name: 'Email Address'
    });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('  roni_cost@example.com ');
    await expect(email).toHaveValue('roni_cost@example.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('roni_cost3@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', {
      name: 'Show Password'
    })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Sign In'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({
      email: 'roni_cost@example.com',
      password: 'roni_cost3@example.com'
    }));
    await expect(canvas.queryByText(REQUIRED)).not.toBeInTheDocument();
    // 'Sign In' was disabled while signing in; focus is back on it, whether the browser blurred it or not.
    await waitFor(() => expect(canvas.getByRole('button', {
      name: 'Sign In'
    })).toHaveFocus());
  }
}`,...b.parameters?.docs?.source},description:{story:`Filled in and submitted with the keyboard alone; the email is trimmed as it is typed.`,...b.parameters?.docs?.description}}},x.parameters={...x.parameters,docs:{...x.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', {
      name: 'Email Address'
    });
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(2));
    // The first invalid field takes focus and is described by its message.
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(REQUIRED);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('roni_cost@example');
    await expect(await canvas.findByText(INVALID_EMAIL)).toBeInTheDocument();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
    await userEvent.type(password, 'secret');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'false'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(INVALID_EMAIL)).toBeInTheDocument();
    await expect(args.onLogin).not.toHaveBeenCalled();
  }
}`,...x.parameters?.docs?.source},description:{story:`Empty fields and a bad address get the rules' exact messages, and the form is not sent.`,...x.parameters?.docs?.description}}},S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  args: {
    captcha: {
      imageSrc: captchaImage('x7Kp2q'),
      caseSensitive: true,
      onReload: fn(async () => captchaImage('Mn4tR8'))
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const captcha = canvas.getByRole('textbox', {
      name: 'Please type the letters and numbers below'
    });
    await userEvent.type(canvas.getByRole('textbox', {
      name: 'Email Address'
    }), 'roni_cost@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'roni_cost3@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(captcha).toHaveFocus());
    await expect(canvas.getByText(REQUIRED)).toBeInTheDocument();
    await expect(captcha).toHaveAccessibleDescription(\`Attention: Captcha is case sensitive. \${REQUIRED}\`);
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.keyboard('x7Kp2q{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({
      email: 'roni_cost@example.com',
      password: 'roni_cost3@example.com',
      captcha: 'x7Kp2q'
    }));
    await expect(canvas.queryByText(REQUIRED)).not.toBeInTheDocument();
    // A captcha word is good for one check: the answer is cleared once it was sent.
    await waitFor(() => expect(captcha).toHaveValue(''));
  }
}`,...S.parameters?.docs?.source},description:{story:`After failed logins the captcha is shown, and its answer is required too.`,...S.parameters?.docs?.description}}},C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  args: {
    message: {
      type: 'error',
      text: SIGN_IN_FAILED
    },
    onMessageClear: fn()
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('alert');
    await expect(area).toHaveTextContent(SIGN_IN_FAILED);
    await userEvent.click(area);
    await expect(args.onMessageClear).toHaveBeenCalledTimes(1);
  }
}`,...C.parameters?.docs?.source},description:{story:`The server's answer in the message area above the fields; a click on it asks to clear it.`,...C.parameters?.docs?.description}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  args: {
    disableWhileSubmitting: true,
    showPasswordToggle: false,
    defaultValues: {
      email: 'roni_cost@example.com'
    }
  },
  beforeEach: () => emulateBlurOnDisable(),
  render: args => <RefusingLoginForm {...args} />,
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'wrong-password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'roni_cost@example.com',
      password: 'wrong-password'
    });
    await waitFor(() => expect(password).toHaveFocus());
  }
}`,...w.parameters?.docs?.source},description:{story:`A refused sign-in with the fields locked during the call, in a browser that blurs a
disabled field (Chromium 150 and others; emulated here on every browser): focus is put on
the password to retype, not left on the page.`,...w.parameters?.docs?.description}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  args: {
    'aria-label': 'Checkout using your account',
    context: 'checkout',
    showPasswordToggle: false,
    disableWhileSubmitting: true,
    message: null,
    defaultValues: {
      email: 'roni_cost@example.com',
      password: 'roni_cost3@example.com'
    },
    onLogin: fn(() => new Promise<void>(() => {}))
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', {
      name: 'Checkout using your account'
    });
    await expect(form.querySelector('input[type="hidden"][name="context"]')).toHaveValue('checkout');
    await userEvent.click(canvas.getByRole('button', {
      name: 'Sign In'
    }));
    await waitFor(() => expect(canvas.getByRole('textbox', {
      name: 'Email Address'
    })).toBeDisabled());
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
    await expect(canvas.getByRole('button', {
      name: 'Sign In'
    })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'roni_cost@example.com',
      password: 'roni_cost3@example.com'
    });
  }
}`,...T.parameters?.docs?.source},description:{story:`As the checkout popup uses it: its own name, the hidden context 'checkout', no Show
Password, and the fields locked while the login call runs (here it never answers).`,...T.parameters?.docs?.description}}},E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  globals: {
    viewport: {
      value: 'phone'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Sign In'
    }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(2));
  }
}`,...E.parameters?.docs?.source},description:{story:`The login form on a phone, submitted empty.`,...E.parameters?.docs?.description}}}})))()}O();export{b as Default,C as ErrorMessage,x as InvalidValues,E as Phone,w as RefusedSignIn,T as Submitting,S as WithCaptcha,D as __namedExportsOrder,y as default};