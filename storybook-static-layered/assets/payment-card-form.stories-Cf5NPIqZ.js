import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{i as t,n,r}from"./clock-CQuF4ViI.js";import{n as i,t as a}from"./payment-card-form-CJ-KaMb5.js";var o,s,c,l,u,d,f,p,m,h,g,_,v,y,b,x,S,C;function w(){return(w=e((()=>{n(),i(),{expect:o,fn:s,userEvent:c,waitFor:l,within:u}=__STORYBOOK_MODULE_TEST__,d=`This is a required field.`,f=`Please select an option.`,p=`Please enter a valid credit card number.`,m=`Credit card number does not match credit card type.`,h=`Card type does not match credit card number.`,g=`Incorrect credit card expiration date.`,_=`Please enter a valid credit card verification number.`,v={title:`Forms/PaymentCard`,component:a,tags:[`autodocs`],args:{onPay:s()},beforeEach:()=>(r({now:()=>new Date(2026,4,15,12).getTime()}),()=>r(t))},y={play:async({canvasElement:e,args:t})=>{let n=u(e),r=n.getByRole(`combobox`,{name:`Credit Card Type`});await c.tab(),await o(r).toHaveFocus(),await c.selectOptions(r,`Visa`),await c.tab(),await o(n.getByRole(`textbox`,{name:`Credit Card Number`})).toHaveFocus(),await c.keyboard(`4111 1111 1111 1111`),await c.tab();let i=n.getByRole(`combobox`,{name:`Month`});await o(i).toHaveFocus(),await c.selectOptions(i,`12 - December`),await c.tab();let a=n.getByRole(`combobox`,{name:`Year`});await o(a).toHaveFocus(),await c.selectOptions(a,`2027`),await c.tab(),await o(n.getByRole(`textbox`,{name:`Card Verification Number`})).toHaveFocus(),await c.keyboard(`123`),await c.tab(),await o(n.getByRole(`button`,{name:`Place Order`})).toHaveFocus(),await c.keyboard(`{Enter}`),await l(()=>o(t.onPay).toHaveBeenCalledWith({ccType:`VI`,ccNumber:`4111 1111 1111 1111`,ccExpMonth:`12`,ccExpYear:`2027`,ccCvn:`123`})),await l(()=>o(n.getByRole(`button`,{name:`Place Order`})).toHaveFocus())}},b={play:async({canvasElement:e,args:t})=>{let n=u(e),r=n.getByRole(`combobox`,{name:`Credit Card Type`}),i=n.getByRole(`textbox`,{name:`Credit Card Number`});await c.click(n.getByRole(`button`,{name:`Place Order`})),await l(()=>o(n.getAllByText(f)).toHaveLength(3)),await o(n.getByText(d)).toBeInTheDocument(),await o(r).toHaveFocus(),await o(r).toHaveAccessibleDescription(f),await c.selectOptions(r,`Visa`),await c.type(i,`4111 1111 1111 1112`),await o(await n.findByText(p)).toBeInTheDocument(),await o(i).toHaveAccessibleDescription(p),await o(t.onPay).not.toHaveBeenCalled()}},x={args:{defaultValues:{ccType:`VI`,ccNumber:`3782 822463 10005`,ccExpMonth:`08`,ccExpYear:`2028`,ccCvn:`123`}},play:async({canvasElement:e,args:t})=>{let n=u(e),r=n.getByRole(`combobox`,{name:`Credit Card Type`}),i=n.getByRole(`textbox`,{name:`Card Verification Number`});await c.click(n.getByRole(`button`,{name:`Place Order`})),await o(await n.findByText(h)).toBeInTheDocument(),await o(n.getByText(m)).toBeInTheDocument(),await c.selectOptions(r,`American Express`),await l(()=>o(n.queryByText(h)).not.toBeInTheDocument()),await o(n.queryByText(m)).not.toBeInTheDocument(),await c.click(n.getByRole(`button`,{name:`Place Order`})),await o(await n.findByText(_)).toBeInTheDocument(),await o(i).toHaveFocus(),await o(t.onPay).not.toHaveBeenCalled(),await c.clear(i),await c.type(i,`1234{Enter}`),await l(()=>o(t.onPay).toHaveBeenCalledWith({ccType:`AE`,ccNumber:`3782 822463 10005`,ccExpMonth:`08`,ccExpYear:`2028`,ccCvn:`1234`}))}},S={args:{defaultValues:{ccType:`MC`,ccNumber:`5555 5555 5555 4444`,ccExpMonth:`04`,ccExpYear:`2026`,ccCvn:`321`}},play:async({canvasElement:e,args:t})=>{let n=u(e),r=n.getByRole(`combobox`,{name:`Month`});await c.click(n.getByRole(`button`,{name:`Place Order`})),await o(await n.findByText(g)).toBeInTheDocument(),await o(r).toHaveFocus(),await o(r).toHaveAccessibleDescription(g),await o(t.onPay).not.toHaveBeenCalled(),await c.selectOptions(r,`05 - May`),await l(()=>o(n.queryByText(g)).not.toBeInTheDocument()),await c.click(n.getByRole(`button`,{name:`Place Order`})),await l(()=>o(t.onPay).toHaveBeenCalledTimes(1)),await c.selectOptions(r,`04 - April`),await o(await n.findByText(g)).toBeInTheDocument()}},C=[`Default`,`InvalidValues`,`TypeMismatch`,`Expired`],y.parameters={...y.parameters,docs:{...y.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', {
      name: 'Credit Card Type'
    });
    await userEvent.tab();
    await expect(type).toHaveFocus();
    await userEvent.selectOptions(type, 'Visa');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Credit Card Number'
    })).toHaveFocus();
    await userEvent.keyboard('4111 1111 1111 1111');
    await userEvent.tab();
    const month = canvas.getByRole('combobox', {
      name: 'Month'
    });
    await expect(month).toHaveFocus();
    await userEvent.selectOptions(month, '12 - December');
    await userEvent.tab();
    const year = canvas.getByRole('combobox', {
      name: 'Year'
    });
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2027');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Card Verification Number'
    })).toHaveFocus();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Place Order'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({
      ccType: 'VI',
      ccNumber: '4111 1111 1111 1111',
      ccExpMonth: '12',
      ccExpYear: '2027',
      ccCvn: '123'
    }));
    // 'Place Order' was disabled while sending; focus is back on it, whether the browser blurred it or not.
    await waitFor(() => expect(canvas.getByRole('button', {
      name: 'Place Order'
    })).toHaveFocus());
  }
}`,...y.parameters?.docs?.source},description:{story:`A Visa card filled in and sent from the keyboard: Tab between the fields, the options
chosen on the focused select, Enter on 'Place Order'.`,...y.parameters?.docs?.description}}},b.parameters={...b.parameters,docs:{...b.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', {
      name: 'Credit Card Type'
    });
    const number = canvas.getByRole('textbox', {
      name: 'Credit Card Number'
    });
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await waitFor(() => expect(canvas.getAllByText(SELECT)).toHaveLength(3));
    await expect(canvas.getByText(REQUIRED)).toBeInTheDocument();
    await expect(type).toHaveFocus();
    await expect(type).toHaveAccessibleDescription(SELECT);
    await userEvent.selectOptions(type, 'Visa');
    await userEvent.type(number, '4111 1111 1111 1112');
    await expect(await canvas.findByText(BAD_NUMBER)).toBeInTheDocument();
    await expect(number).toHaveAccessibleDescription(BAD_NUMBER);
    await expect(args.onPay).not.toHaveBeenCalled();
  }
}`,...b.parameters?.docs?.source},description:{story:`Sent empty, then with a number whose checksum fails.`,...b.parameters?.docs?.description}}},x.parameters={...x.parameters,docs:{...x.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: {
      ccType: 'VI',
      ccNumber: '3782 822463 10005',
      ccExpMonth: '08',
      ccExpYear: '2028',
      ccCvn: '123'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', {
      name: 'Credit Card Type'
    });
    const cvn = canvas.getByRole('textbox', {
      name: 'Card Verification Number'
    });
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await expect(await canvas.findByText(TYPE_NOT_NUMBER)).toBeInTheDocument();
    await expect(canvas.getByText(NUMBER_NOT_TYPE)).toBeInTheDocument();
    await userEvent.selectOptions(type, 'American Express');
    await waitFor(() => expect(canvas.queryByText(TYPE_NOT_NUMBER)).not.toBeInTheDocument());
    await expect(canvas.queryByText(NUMBER_NOT_TYPE)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await expect(await canvas.findByText(BAD_CVN)).toBeInTheDocument();
    await expect(cvn).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.clear(cvn);
    await userEvent.type(cvn, '1234{Enter}');
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({
      ccType: 'AE',
      ccNumber: '3782 822463 10005',
      ccExpMonth: '08',
      ccExpYear: '2028',
      ccCvn: '1234'
    }));
  }
}`,...x.parameters?.docs?.source},description:{story:`The number and the type must fit each other (an American Express number under Visa),
and the verification number must fit the type (4 digits for American Express).`,...x.parameters?.docs?.description}}},S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: {
      ccType: 'MC',
      ccNumber: '5555 5555 5555 4444',
      ccExpMonth: '04',
      ccExpYear: '2026',
      ccCvn: '321'
    }
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', {
      name: 'Month'
    });
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await expect(await canvas.findByText(BAD_EXPIRY)).toBeInTheDocument();
    await expect(month).toHaveFocus();
    await expect(month).toHaveAccessibleDescription(BAD_EXPIRY);
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.selectOptions(month, '05 - May');
    await waitFor(() => expect(canvas.queryByText(BAD_EXPIRY)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledTimes(1));
    // Show the refused state for the screenshot.
    await userEvent.selectOptions(month, '04 - April');
    await expect(await canvas.findByText(BAD_EXPIRY)).toBeInTheDocument();
  }
}`,...S.parameters?.docs?.source},description:{story:`A card that expired last month is refused; one that expires this month still passes.`,...S.parameters?.docs?.description}}}})))()}w();export{y as Default,S as Expired,b as InvalidValues,x as TypeMismatch,C as __namedExportsOrder,v as default};