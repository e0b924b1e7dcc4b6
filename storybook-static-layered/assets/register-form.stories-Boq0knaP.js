import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{a as r,c as i,f as a,g as o,i as s,l as c,m as l,s as u,t as ee}from"./form-field-JpBKSgCi.js";import{n as te,t as ne}from"./cn-BksUxDMQ.js";import{r as d,t as re}from"./button-CoWe3urc.js";import{n as f,t as p}from"./i18n-CPRzYQoL.js";import{i as m,n as h,r as g}from"./clock-CQuF4ViI.js";import{n as ie,t as _}from"./use-hydrated-BrUuxBc9.js";import{a as ae,i as oe,n as v,t as y}from"./form-row-D2xQ1C9t.js";import{n as se,t as b}from"./zod-BxxWwG1C.js";import{n as ce,t as x}from"./input-fES8laJk.js";import{_ as S,c as C,g as le,h as ue,m as de,u as w}from"./schemas-RqnP6YZs.js";import{c as fe,r as pe}from"./forms-BRyNx4RT.js";import{n as me}from"./form-elements-CoTG-7qN.js";import{n as T,t as he}from"./form-message-area-F_ya9rt4.js";import{n as E,t as ge}from"./show-password-toggle-A4IAxuPL.js";import{n as _e,t as ve}from"./password-strength-meter-BOWmjZy2.js";function ye(e,t,n){let r=encodeURIComponent(n);return e.endsWith(`=`)?`${e}${r}`:`${e}${e.includes(`?`)?`&`:`?`}${encodeURIComponent(t)}=${r}`}function be(e){let t=e;try{t=JSON.parse(e)}catch{}return t===!0||t===`true`?null:typeof t==`string`&&t.trim()!==``?t:S(`libraryRemote`)}function xe(e,t={}){let n=t.field??`value`,r=()=>t.fetch??globalThis.fetch;return Se(async t=>{let i=await r()(ye(e,n,t),{method:`GET`,headers:{Accept:`application/json`,"X-Requested-With":`XMLHttpRequest`},credentials:`same-origin`});if(!i.ok)throw Error(`Remote validation answered ${i.status}`);return be(await i.text())})}function Se(e){let t=null;return n=>{if(n===``)return Promise.resolve(null);if(t?.value===n)return t.answer;let r=e(n).catch(()=>(t?.value===n&&(t=null),null));return t={value:n,answer:r},r}}function D(){return(D=e((()=>{le()})))()}function O({field:e,required:t}){let{error:n,formItemId:r,formMessageId:i}=c(),a={...M,...e.value},o=n?.message?i:void 0;return(0,j.jsxs)(`fieldset`,{"data-slot":`register-form-dob`,className:`flex flex-col gap-1.5`,children:[(0,j.jsxs)(`legend`,{"data-error":!!n,className:`mb-1.5 text-sm font-semibold text-neutral-900 data-[error=true]:text-danger-600`,children:[f(`Date of Birth`),t?(0,j.jsx)(`span`,{"aria-hidden":`true`,className:`ml-0.5 text-danger-600`,children:`*`}):null]}),(0,j.jsx)(`div`,{className:`flex flex-wrap gap-3`,children:N.map(({part:i,label:s,autoComplete:c,maxLength:l,width:u})=>(0,j.jsxs)(`div`,{className:`flex flex-col gap-1`,children:[(0,j.jsx)(`label`,{htmlFor:`${r}-${i}`,className:`text-sm text-neutral-700`,children:f(s)}),(0,j.jsx)(x,{id:`${r}-${i}`,ref:i===`month`?e.ref:void 0,className:u,inputMode:`numeric`,autoComplete:c,maxLength:l,value:a[i],onChange:t=>e.onChange({...a,[i]:t.target.value}),onBlur:e.onBlur,disabled:e.disabled,"aria-required":t||void 0,"aria-invalid":!!n,"aria-describedby":o})]},i))})]})}function Ce(e){return e!==void 0&&[e.day,e.month,e.year].some(e=>String(e??``).trim()!==``)}function k({onRegister:e,emailAvailable:t,minLength:n=C.minLength,minCharacterSets:i=C.minCharacterSets,showDob:a=!0,dobRequired:c=!1,defaultValues:te,"aria-label":d=f(`Create New Customer Account`),message:p,onMessageClear:m,showPasswordToggle:h=!0,className:g,ref:_,...oe}){let v=(0,A.useMemo)(()=>pe({emailAvailable:t,minLength:n,minCharacterSets:i,dobRequired:a&&c}),[t,n,i,a,c]),b=l({resolver:se(v),defaultValues:{firstname:``,lastname:``,email:``,password:``,password_confirmation:``,...a?{dob:M}:{},...te}}),ce=o({control:b.control,name:`password`}),[S,le]=(0,A.useState)(!1),ue=(0,A.useId)(),w=S?`text`:`password`,fe=ie(),T=(0,A.useRef)(null);ae({formRef:T,submitting:b.formState.isSubmitting,target:e=>p?.text?e.querySelector(`[data-slot="register-form-messages"]`):null});let E=t=>{let{dob:n,...r}=t;return e(Ce(n)?{...r,dob:de(n)}:r)};return(0,j.jsx)(ee,{...b,children:(0,j.jsxs)(`form`,{ref:me(T,_),"data-slot":`register-form`,"aria-label":d,noValidate:!0,onSubmit:b.handleSubmit(E),className:ne(`grid w-full max-w-2xl grid-cols-1 gap-5 sm:grid-cols-2`,g),...oe,children:[p===void 0?null:(0,j.jsx)(he,{"data-slot":`register-form-messages`,message:p,onClear:m,className:`sm:col-span-2`}),(0,j.jsx)(y,{control:b.control,name:`firstname`,label:f(`First Name`),required:!0,children:e=>(0,j.jsx)(x,{autoComplete:`given-name`,"aria-required":!0,...e})}),(0,j.jsx)(y,{control:b.control,name:`lastname`,label:f(`Last Name`),required:!0,children:e=>(0,j.jsx)(x,{autoComplete:`family-name`,"aria-required":!0,...e})}),a?(0,j.jsx)(s,{control:b.control,name:`dob`,render:({field:e})=>(0,j.jsxs)(r,{className:`sm:col-span-2`,children:[(0,j.jsx)(O,{field:e,required:c}),(0,j.jsx)(u,{})]})}):null,(0,j.jsx)(y,{control:b.control,name:`email`,rules:{deps:[`password`]},label:f(`Email`),required:!0,className:`sm:col-span-2`,children:e=>(0,j.jsx)(x,{type:`email`,autoComplete:`email`,trim:!0,"aria-required":!0,...e,onBlur:()=>{e.onBlur(),t&&e.value&&b.trigger(`email`)}})}),(0,j.jsxs)(`div`,{className:`flex flex-col gap-2`,children:[(0,j.jsx)(y,{control:b.control,name:`password`,rules:{deps:[`password_confirmation`]},label:f(`Password`),required:!0,description:f(`At least %1 characters, using %2 of: lower case, upper case, digits, special characters.`,n,i),children:e=>(0,j.jsx)(x,{type:w,autoComplete:`new-password`,"aria-required":!0,...e})}),(0,j.jsx)(ve,{password:ce,minLength:n,minCharacterSets:i})]}),(0,j.jsx)(y,{control:b.control,name:`password_confirmation`,label:f(`Confirm Password`),required:!0,children:e=>(0,j.jsx)(x,{type:w,autoComplete:`new-password`,"aria-required":!0,...e})}),h?(0,j.jsx)(`div`,{className:`sm:col-span-2`,children:(0,j.jsx)(ge,{id:ue,checked:S,onCheckedChange:le})}):null,(0,j.jsx)(`div`,{className:`sm:col-span-2`,children:(0,j.jsx)(re,{type:`submit`,loading:b.formState.isSubmitting,disabled:!fe,children:f(`Create an Account`)})})]})})}var A,j,M,N;function P(){return(P=e((()=>{b(),A=t(),a(),d(),i(),ce(),_e(),oe(),_(),p(),te(),fe(),w(),ue(),T(),v(),E(),j=n(),M={day:``,month:``,year:``},N=[{part:`month`,label:`Month`,autoComplete:`bday-month`,maxLength:2,width:`w-16`},{part:`day`,label:`Day`,autoComplete:`bday-day`,maxLength:2,width:`w-16`},{part:`year`,label:`Year`,autoComplete:`bday-year`,maxLength:4,width:`w-24`}];try{O.displayName=`DateOfBirthInputs`,O.__docgenInfo={description:`Month, day and year inputs in a fieldset: the date is one field for the rules, so its
message (from \`validate-dob\`) describes all three inputs. The registration and the Account
Information forms use it.`,displayName:`DateOfBirthInputs`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,methods:[],props:{},tags:{}}}catch{}try{k.displayName=`RegisterForm`,k.__docgenInfo={description:`The customer registration form: first and last name, email (optionally checked on the
server), password with the configured length and character classes (not the email) and
Luma's strength meter under it, the password's confirmation, and the date of birth as month,
day and year (SPEC.md §3, §5).
'Create an Account' stays disabled until the page has hydrated. When the request ends,
focus goes to the first invalid field, else to the message (e.g. a refusal), else back
where it was, even where the browser blurred the disabled button.`,displayName:`RegisterForm`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,methods:[],props:{onRegister:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`Called with the valid values; 'Create an Account' shows progress until it settles.`,name:`onRegister`,required:!0,tags:{},type:{name:`(values: { firstname: string; lastname: string; email: string; password: string; password_confirmation: string; dob?: string | undefined; }) => void | Promise<void>`}},emailAvailable:{defaultValue:{value:`undefined (no remote check)`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:"Checks on the server that the email address is free, e.g.\n`remoteRule('/customer/account/emailAvailable?email=')`; its message shows under the field.",name:`emailAvailable`,required:!1,tags:{default:`undefined (no remote check)`},type:{name:`RemoteCheck`}},minLength:{defaultValue:{value:`8`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`The fewest password characters (the shop's configuration).`,name:`minLength`,required:!1,tags:{default:`8`},type:{name:`number`}},minCharacterSets:{defaultValue:{value:`3`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`How many character classes a password needs (the shop's configuration).`,name:`minCharacterSets`,required:!1,tags:{default:`3`},type:{name:`number`}},showDob:{defaultValue:{value:`true`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`Whether the date of birth is asked for.`,name:`showDob`,required:!1,tags:{default:`true`},type:{name:`boolean`}},dobRequired:{defaultValue:{value:`false`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`Whether the date of birth must be given.`,name:`dobRequired`,required:!1,tags:{default:`false`},type:{name:`boolean`}},defaultValues:{defaultValue:{value:`empty`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`Values to start with.`,name:`defaultValues`,required:!1,tags:{default:`empty`},type:{name:`Partial<{ firstname: string; lastname: string; email: string; password: string; password_confirmation: string; dob?: { day: string; month: string; year: string; }; }>`}},showPasswordToggle:{defaultValue:{value:`true`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/forms/register-form.d.ts`,name:`TypeLiteral`}],description:`Whether the 'Show Password' checkbox is offered.`,name:`showPasswordToggle`,required:!1,tags:{default:`true`},type:{name:`boolean`}}},tags:{}}}catch{}})))()}function we(e){let t=(0,F.useMemo)(()=>xe(U,{fetch:G}),[]);return(0,I.jsx)(k,{...e,emailAvailable:t})}var F,I,L,R,z,B,V,H,U,W,Te,G,K,Ee,q,J,Y,X,Z,Q,$,De;function Oe(){return(Oe=e((()=>{F=t(),h(),D(),P(),I=n(),{expect:L,fn:R,userEvent:z,waitFor:B,within:V}=__STORYBOOK_MODULE_TEST__,H=`This is a required field.`,U=`/customer/account/emailAvailable?email=`,W=`There is already an account with this email address.`,Te=new Set([`roni_cost@example.com`]),G=R(async e=>{let t=new URL(String(e),`https://shop.example`).searchParams.get(`email`)??``,n=!Te.has(t)||W;return new Response(JSON.stringify(n),{headers:{"Content-Type":`application/json`}})}),K={firstname:`Veronica`,lastname:`Costello`,email:`veronica@example.com`,password:`Secret-123`,password_confirmation:`Secret-123`},Ee={title:`Forms/Register`,component:k,tags:[`autodocs`],args:{onRegister:R()},render:e=>(0,I.jsx)(we,{...e}),beforeEach:()=>(g({now:()=>new Date(2026,4,15,12).getTime()}),()=>g(m))},q={play:async({canvasElement:e,args:t})=>{let n=V(e);await z.tab(),await L(n.getByRole(`textbox`,{name:`First Name`})).toHaveFocus(),await z.keyboard(`Veronica`),await z.tab(),await z.keyboard(`Costello`),await z.tab(),await L(n.getByRole(`textbox`,{name:`Month`})).toHaveFocus(),await z.keyboard(`3`),await z.tab(),await z.keyboard(`7`),await z.tab(),await z.keyboard(`1990`),await z.tab(),await L(n.getByRole(`textbox`,{name:`Email`})).toHaveFocus(),await z.keyboard(`veronica@example.com`),await z.tab(),await z.keyboard(`Secret-123`),await z.tab(),await L(n.getByLabelText(/^Confirm Password/)).toHaveFocus(),await z.keyboard(`Secret-123`),await z.tab(),await z.tab(),await L(n.getByRole(`button`,{name:`Create an Account`})).toHaveFocus(),await z.keyboard(`{Enter}`),await B(()=>L(t.onRegister).toHaveBeenCalledWith({...K,dob:`03/07/1990`})),await L(G).toHaveBeenCalledWith(`${U}veronica%40example.com`,L.anything()),await B(()=>L(n.getByRole(`button`,{name:`Create an Account`})).toHaveFocus())}},J={play:async({canvasElement:e,args:t})=>{let n=V(e);await z.click(n.getByRole(`button`,{name:`Create an Account`})),await B(()=>L(n.getAllByText(H)).toHaveLength(5)),await L(n.getByRole(`textbox`,{name:`First Name`})).toHaveFocus(),await L(n.getByRole(`textbox`,{name:`Month`})).toHaveAttribute(`aria-invalid`,`false`),await L(t.onRegister).not.toHaveBeenCalled()}},Y={args:{defaultValues:{...K,password:``,password_confirmation:``}},play:async({canvasElement:e,args:t})=>{let n=V(e),r=n.getByLabelText(/^Password/),i=n.getByLabelText(/^Confirm Password/),a=n.getByRole(`textbox`,{name:`Email`});await z.type(r,`Secret1`),await z.type(i,`Secret1`),await z.keyboard(`{Enter}`),await L(await n.findByText(`Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.`)).toBeInTheDocument(),await L(r).toHaveFocus(),await z.clear(r),await z.keyboard(`secretpassword`),await L(await n.findByText(`Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`)).toBeInTheDocument(),await z.clear(a),await z.type(a,`Veronica1@Example.com`),await z.clear(r),await z.type(r,`veronica1@example.com`),await L(await n.findByText(`The password can't be the same as the email address. Create a new password and try again.`)).toBeInTheDocument(),await z.clear(r),await z.type(r,`Secret-123`),await z.clear(i),await z.type(i,`Secret-124`),await z.keyboard(`{Enter}`),await L(await n.findByText(`Please make sure your passwords match.`)).toBeInTheDocument(),await L(i).toHaveAccessibleDescription(`Please make sure your passwords match.`),await L(t.onRegister).not.toHaveBeenCalled()}},X={args:{defaultValues:K},play:async({canvasElement:e,args:t})=>{let n=V(e),r=n.getByRole(`textbox`,{name:`Month`}),i=n.getByRole(`textbox`,{name:`Day`}),a=n.getByRole(`textbox`,{name:`Year`}),o=async(e,t,n)=>{for(let[o,s]of[[r,e],[i,t],[a,n]])await z.clear(o),s&&await z.type(o,s)},s=n.getByRole(`button`,{name:`Create an Account`});await o(`13`,`1`,`1990`),await z.click(s),await L(await n.findByText(`Please enter a valid month (1-12).`)).toBeInTheDocument(),await L(r).toHaveFocus(),await L(i).toHaveAccessibleDescription(`Please enter a valid month (1-12).`),await o(`2`,`30`,`2024`),await L(await n.findByText(`Please enter a valid day (1-29).`)).toBeInTheDocument(),await o(`2`,`29`,`1899`),await L(await n.findByText(`Please enter a valid year (1900-2026).`)).toBeInTheDocument(),await o(`6`,`1`,`2026`),await L(await n.findByText(`Please enter a date from the past.`)).toBeInTheDocument(),await o(`5`,`15`,`2026`),await B(()=>L(n.queryByText(`Please enter a date from the past.`)).not.toBeInTheDocument()),await o(`5`,``,`1990`),await L(await n.findByText(`Please enter a valid full date.`)).toBeInTheDocument(),await L(a).toHaveAttribute(`aria-invalid`,`true`),await L(t.onRegister).not.toHaveBeenCalled()}},Z={args:{defaultValues:{...K,email:``}},play:async({canvasElement:e,args:t})=>{let n=V(e),r=n.getByRole(`textbox`,{name:`Email`});await z.type(r,`roni_cost@example.com`),await z.keyboard(`{Enter}`),await L(await n.findByText(W)).toBeInTheDocument(),await L(r).toHaveAccessibleDescription(W),await L(G).toHaveBeenCalledWith(`${U}roni_cost%40example.com`,L.anything()),await L(t.onRegister).not.toHaveBeenCalled(),await z.clear(r),await z.type(r,`veronica@example.com`),await B(()=>L(n.queryByText(W)).not.toBeInTheDocument()),await z.keyboard(`{Enter}`),await B(()=>L(t.onRegister).toHaveBeenCalledWith(K))}},Q={args:{message:{type:`error`,text:W},onMessageClear:R()},play:async({canvasElement:e})=>{await L(V(e).getByRole(`alert`)).toHaveTextContent(W)}},$={parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}},play:async e=>{await J.play?.(e),e.canvasElement.ownerDocument.defaultView?.scrollTo(0,0)}},De=[`Default`,`RequiredFields`,`PasswordRules`,`DateOfBirth`,`EmailTaken`,`ErrorMessage`,`Phone`],q.parameters={...q.parameters,docs:{...q.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'First Name'
    })).toHaveFocus();
    await userEvent.keyboard('Veronica');
    await userEvent.tab();
    await userEvent.keyboard('Costello');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Month'
    })).toHaveFocus();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.keyboard('7');
    await userEvent.tab();
    await userEvent.keyboard('1990');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Email'
    })).toHaveFocus();
    await userEvent.keyboard('veronica@example.com');
    await userEvent.tab();
    await userEvent.keyboard('Secret-123');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveFocus();
    await userEvent.keyboard('Secret-123');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Create an Account'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledWith({
      ...filled,
      dob: '03/07/1990'
    }));
    await expect(answerEmailCheck).toHaveBeenCalledWith(\`\${EMAIL_CHECK_URL}veronica%40example.com\`, expect.anything());
    // 'Create an Account' was disabled while sending; focus is back on it, whether the browser blurred it or not.
    await waitFor(() => expect(canvas.getByRole('button', {
      name: 'Create an Account'
    })).toHaveFocus());
  }
}`,...q.parameters?.docs?.source},description:{story:`Every field filled and the form submitted with the keyboard alone; the date is stored as MM/DD/YYYY.`,...q.parameters?.docs?.description}}},J.parameters={...J.parameters,docs:{...J.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Create an Account'
    }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(5));
    await expect(canvas.getByRole('textbox', {
      name: 'First Name'
    })).toHaveFocus();
    await expect(canvas.getByRole('textbox', {
      name: 'Month'
    })).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onRegister).not.toHaveBeenCalled();
  }
}`,...J.parameters?.docs?.source},description:{story:`Submitted empty: the required fields say so; the date of birth is optional here.`,...J.parameters?.docs?.description}}},Y.parameters={...Y.parameters,docs:{...Y.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: {
      ...filled,
      password: '',
      password_confirmation: ''
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    const confirmation = canvas.getByLabelText(/^Confirm Password/);
    const email = canvas.getByRole('textbox', {
      name: 'Email'
    });
    await userEvent.type(password, 'Secret1');
    await userEvent.type(confirmation, 'Secret1');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.')).toBeInTheDocument();
    await expect(password).toHaveFocus();
    await userEvent.clear(password);
    await userEvent.keyboard('secretpassword');
    await expect(await canvas.findByText('Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'Veronica1@Example.com');
    await userEvent.clear(password);
    await userEvent.type(password, 'veronica1@example.com');
    await expect(await canvas.findByText("The password can't be the same as the email address. Create a new password and try again.")).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'Secret-123');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Secret-124');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please make sure your passwords match.')).toBeInTheDocument();
    await expect(confirmation).toHaveAccessibleDescription('Please make sure your passwords match.');
    await expect(args.onRegister).not.toHaveBeenCalled();
  }
}`,...Y.parameters?.docs?.source},description:{story:`The password rules: configured length, character classes, not the email, and a matching confirmation.`,...Y.parameters?.docs?.description}}},X.parameters={...X.parameters,docs:{...X.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: filled
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('textbox', {
      name: 'Month'
    });
    const day = canvas.getByRole('textbox', {
      name: 'Day'
    });
    const year = canvas.getByRole('textbox', {
      name: 'Year'
    });
    const typeDate = async (monthText: string, dayText: string, yearText: string) => {
      for (const [input, text] of [[month, monthText], [day, dayText], [year, yearText]] as const) {
        await userEvent.clear(input);
        if (text) await userEvent.type(input, text);
      }
    };
    const submit = canvas.getByRole('button', {
      name: 'Create an Account'
    });
    await typeDate('13', '1', '1990');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Please enter a valid month (1-12).')).toBeInTheDocument();
    await expect(month).toHaveFocus();
    await expect(day).toHaveAccessibleDescription('Please enter a valid month (1-12).');
    await typeDate('2', '30', '2024');
    await expect(await canvas.findByText('Please enter a valid day (1-29).')).toBeInTheDocument();
    await typeDate('2', '29', '1899');
    await expect(await canvas.findByText('Please enter a valid year (1900-2026).')).toBeInTheDocument();
    await typeDate('6', '1', '2026');
    await expect(await canvas.findByText('Please enter a date from the past.')).toBeInTheDocument();
    await typeDate('5', '15', '2026');
    await waitFor(() => expect(canvas.queryByText('Please enter a date from the past.')).not.toBeInTheDocument());
    await typeDate('5', '', '1990');
    await expect(await canvas.findByText('Please enter a valid full date.')).toBeInTheDocument();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegister).not.toHaveBeenCalled();
  }
}`,...X.parameters?.docs?.source},description:{story:`The date of birth: a real date from 1900 to today, every part given; the message describes all three inputs.`,...X.parameters?.docs?.description}}},Z.parameters={...Z.parameters,docs:{...Z.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: {
      ...filled,
      email: ''
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', {
      name: 'Email'
    });
    await userEvent.type(email, 'roni_cost@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(EMAIL_TAKEN)).toBeInTheDocument();
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
    await expect(answerEmailCheck).toHaveBeenCalledWith(\`\${EMAIL_CHECK_URL}roni_cost%40example.com\`, expect.anything());
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'veronica@example.com');
    await waitFor(() => expect(canvas.queryByText(EMAIL_TAKEN)).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledWith(filled));
  }
}`,...Z.parameters?.docs?.source},description:{story:`The email is checked on the server: a taken address gets the server's message, a free one passes.`,...Z.parameters?.docs?.description}}},Q.parameters={...Q.parameters,docs:{...Q.parameters?.docs,source:{originalSource:`{
  args: {
    message: {
      type: 'error',
      text: EMAIL_TAKEN
    },
    onMessageClear: fn()
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(EMAIL_TAKEN);
  }
}`,...Q.parameters?.docs?.source},description:{story:"The server's refusal in the message area above the fields (a click on it calls `onMessageClear`).",...Q.parameters?.docs?.description}}},$.parameters={...$.parameters,docs:{...$.parameters?.docs,source:{originalSource:`{
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
  play: async context => {
    await RequiredFields.play?.(context);
    // Focusing the first field scrolled the frame by its label; show the form from the top.
    context.canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  }
}`,...$.parameters?.docs?.source},description:{story:`On a phone the fields stack into one column.`,...$.parameters?.docs?.description}}}})))()}Oe();export{X as DateOfBirth,q as Default,Z as EmailTaken,Q as ErrorMessage,Y as PasswordRules,$ as Phone,J as RequiredFields,De as __namedExportsOrder,Ee as default};