import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{n,t as r}from"./cn-BksUxDMQ.js";import{n as i,t as a}from"./i18n-CPRzYQoL.js";import{n as o,t as s}from"./with-open-state-zbI8mfqU.js";import{r as c,t as l}from"./dropdown-dialog-DavfD6ho.js";function u(e){return e?`My Wish List (${e})`:`My Wish List`}function d(){return(0,p.jsxs)(`svg`,{"aria-hidden":`true`,viewBox:`0 0 24 24`,className:`size-6 shrink-0 fill-none stroke-current stroke-2`,children:[(0,p.jsx)(`circle`,{cx:`12`,cy:`8`,r:`4`}),(0,p.jsx)(`path`,{d:`M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7`,strokeLinecap:`round`})]})}function f({customer:e,open:t,onOpenChange:n,loginUrl:a,registerUrl:o,logoutUrl:s,accountUrl:c,wishlist:f,className:m}){let h=e?.firstname;return(0,p.jsx)(`div`,{"data-slot":`customer-menu`,"data-state":e===void 0?`pending`:h?`customer`:`guest`,className:r(`relative flex h-full min-w-11 items-center justify-end lg:min-w-[15rem]`,m),children:e===void 0?null:h?(0,p.jsx)(l,{open:t,onOpenChange:n,title:i(`Greetings, %1`,h),closeButton:!1,className:`w-60`,trigger:(0,p.jsxs)(`button`,{type:`button`,className:r(`inline-flex h-11 max-w-[12rem] items-center gap-1.5 rounded-md px-2 font-semibold text-neutral-900 hover:bg-neutral-100 lg:h-8 lg:text-sm`,t&&`active`),children:[(0,p.jsx)(`span`,{className:`lg:hidden`,children:(0,p.jsx)(d,{})}),(0,p.jsx)(`span`,{className:`truncate max-lg:sr-only`,children:h}),(0,p.jsx)(`svg`,{"aria-hidden":`true`,viewBox:`0 0 20 20`,className:`size-4 shrink-0 fill-none stroke-current stroke-2 max-lg:hidden`,children:(0,p.jsx)(`path`,{d:`m6 8 4 4 4-4`,strokeLinecap:`round`,strokeLinejoin:`round`})})]}),children:(0,p.jsxs)(`ul`,{"data-slot":`customer-menu-dropdown`,className:`-mx-3 -my-2`,children:[(0,p.jsx)(`li`,{children:(0,p.jsx)(`a`,{href:c,className:`block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700`,children:`My Account`})}),f?(0,p.jsx)(`li`,{children:(0,p.jsx)(`a`,{href:f.url,className:`block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700`,children:u(f.count)})}):null,(0,p.jsx)(`li`,{children:(0,p.jsx)(`a`,{href:s,className:`block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-700`,children:`Sign Out`})})]})}):(0,p.jsxs)(p.Fragment,{children:[(0,p.jsxs)(`a`,{href:a,className:`inline-flex h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-neutral-900 hover:bg-neutral-100 max-lg:[&>span.label]:sr-only lg:h-8 lg:text-sm`,children:[(0,p.jsx)(`span`,{className:`lg:hidden`,children:(0,p.jsx)(d,{})}),(0,p.jsx)(`span`,{className:`label`,children:`Sign In`})]}),(0,p.jsx)(`span`,{"aria-hidden":`true`,className:`text-sm text-neutral-600 max-lg:hidden`,children:`or`}),(0,p.jsx)(`a`,{href:o,className:`inline-flex h-8 items-center rounded-md px-2 text-sm font-semibold text-brand-700 hover:underline max-lg:hidden`,children:`Create an Account`})]})})}var p;function m(){return(m=e((()=>{a(),n(),c(),p=t();try{u.displayName=`wishlistLabel`,u.__docgenInfo={description:`Luma's "My Wish List" link, with the count once it is known and above 0.`,displayName:`wishlistLabel`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/customer/components/customer-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}try{f.displayName=`CustomerMenu`,f.__docgenInfo={description:`The customer menu (SPEC.md §2): a signed-in customer sees their first name in the
header and a dropdown titled 'Greetings, %1' (the kit's DropdownDialog: it closes on
a press outside, Escape, a second press and a while after the mouse leaves); a guest
sees the sign-in and registration links. Nothing shows until the customer section
is known.`,displayName:`CustomerMenu`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/customer/components/customer-menu.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var h,g,_,v,y,b,x,S,C,w,T,E;function D(){return(D=e((()=>{s(),m(),h=t(),{expect:g,fn:_,userEvent:v,waitFor:y,within:b}=__STORYBOOK_MODULE_TEST__,x=o(f),S={title:`Storefront/CustomerMenu`,component:f,tags:[`autodocs`],args:{customer:{},open:!1,onOpenChange:_(),loginUrl:`/customer/account/login/`,registerUrl:`/customer/account/create/`,logoutUrl:`/customer/account/logout/`,accountUrl:`/customer/account/`},decorators:[e=>(0,h.jsx)(`div`,{className:`flex h-72 items-start justify-end`,children:(0,h.jsx)(`div`,{className:`h-11`,children:(0,h.jsx)(e,{})})})],render:e=>(0,h.jsx)(x,{...e}),parameters:{test:{viewport:`wide`}}},C={play:async({canvasElement:e})=>{let t=b(e);await g(t.getByRole(`link`,{name:`Sign In`})).toHaveAttribute(`href`,`/customer/account/login/`),await g(t.getByRole(`link`,{name:`Create an Account`})).toBeVisible()}},w={args:{customer:{firstname:`Veronica`}},play:async({canvasElement:e,args:t})=>{let n=b(e),r=n.getByRole(`button`,{name:`Veronica`});await v.tab(),await g(r).toHaveFocus(),await v.keyboard(`{Enter}`),await g(r).toHaveAttribute(`aria-expanded`,`true`),await g(t.onOpenChange).toHaveBeenCalledWith(!0);let i=await n.findByRole(`dialog`,{name:`Greetings, Veronica`},{timeout:5e3});await y(()=>g(b(i).getByText(`Greetings, Veronica`)).toBeVisible()),await g(b(i).getByRole(`link`,{name:`Sign Out`})).toHaveAttribute(`href`,`/customer/account/logout/`),await y(()=>g(i).toHaveFocus()),await v.tab(),await g(b(i).getByRole(`link`,{name:`My Account`})).toHaveFocus()}},T={args:{customer:{firstname:`Veronica`}},parameters:{test:{viewport:`phone`}},play:async({canvasElement:e})=>{let t=b(e).getByRole(`button`,{name:`Veronica`});await g(t).toBeVisible(),await g(t.getBoundingClientRect().width).toBeLessThanOrEqual(44)}},E=[`Guest`,`SignedInOpen`,`SignedInPhone`],C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', {
      name: 'Sign In'
    })).toHaveAttribute('href', '/customer/account/login/');
    await expect(canvas.getByRole('link', {
      name: 'Create an Account'
    })).toBeVisible();
  }
}`,...C.parameters?.docs?.source}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  args: {
    customer: {
      firstname: 'Veronica'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', {
      name: 'Veronica'
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dropdown = await canvas.findByRole('dialog', {
      name: 'Greetings, Veronica'
    }, {
      timeout: 5000
    });
    await waitFor(() => expect(within(dropdown).getByText('Greetings, Veronica')).toBeVisible());
    await expect(within(dropdown).getByRole('link', {
      name: 'Sign Out'
    })).toHaveAttribute('href', '/customer/account/logout/');
    // Focus moved to the dropdown; Tab goes on to its first link.
    await waitFor(() => expect(dropdown).toHaveFocus());
    await userEvent.tab();
    await expect(within(dropdown).getByRole('link', {
      name: 'My Account'
    })).toHaveFocus();
  }
}`,...w.parameters?.docs?.source},description:{story:`A signed-in customer opens the menu from the keyboard: 'Greetings, Veronica'.`,...w.parameters?.docs?.description}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  args: {
    customer: {
      firstname: 'Veronica'
    }
  },
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Veronica'
    });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(44);
  }
}`,...T.parameters?.docs?.source},description:{story:`Below lg the signed-in trigger is an icon button as wide as the guest's: the first name is
its accessible name, and the header does not move when the customer section arrives.`,...T.parameters?.docs?.description}}}})))()}D();export{C as Guest,w as SignedInOpen,T as SignedInPhone,E as __namedExportsOrder,S as default};