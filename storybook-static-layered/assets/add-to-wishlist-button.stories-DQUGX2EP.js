const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./form-post-DR0okXpj.js","./rolldown-runtime-sJBDdmOt.js"])))=>i.map(i=>d[i]);
import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{n as t,t as n}from"./preload-helper-Dt5pTa-y.js";import{f as r}from"./iframe-BRbpQvqT.js";import{t as i}from"./jsx-runtime-MKhVqBIO.js";import{n as a,t as o}from"./cn-BksUxDMQ.js";import{r as s,t as c}from"./button-CoWe3urc.js";import{i as l,n as u,r as d,t as f}from"./product-tile-P8gURuHX.js";import{n as p,t as m}from"./fixtures-BsCzP7Hg.js";function h(){return(0,v.jsx)(`svg`,{"aria-hidden":`true`,viewBox:`0 0 24 24`,className:`size-5 shrink-0 fill-none stroke-current stroke-2`,children:(0,v.jsx)(`path`,{d:`M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z`,strokeLinejoin:`round`})})}function g({action:e,productId:t,productName:r,getFormKey:i,submitForm:a,className:s}){let[l,u]=(0,_.useState)(!1);return(0,v.jsxs)(c,{type:`button`,variant:`link`,size:`sm`,"data-slot":`add-to-wishlist`,"aria-label":`Add to Wish List: ${r}`,loading:l,className:o(`gap-1.5 px-0`,s),onClick:()=>{u(!0),n(async()=>{let{dataPost:e}=await import(`./form-post-DR0okXpj.js`).then(e=>(e.n(),e.t));return{dataPost:e}},__vite__mapDeps([0,1]),import.meta.url).then(({dataPost:n})=>n({action:e,data:{product:t}},{getFormKey:i,...a?{submitForm:a}:{}}))},children:[(0,v.jsx)(h,{}),`Add to Wish List`]})}var _,v;function y(){return(y=e((()=>{_=r(),s(),a(),v=i(),t();try{g.displayName=`AddToWishlistButton`,g.__docgenInfo={description:`"Add to Wish List" (Luma's tile and product page action): a data-post of the product id with the
form_key — a full-page post, so a guest is taken to sign in by the server and comes back to My
Wish List with the item added; a signed-in customer lands there at once.`,displayName:`AddToWishlistButton`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/wishlist/components/add-to-wishlist-button.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var b,x,S,C,w,T,E,D,O;function k(){return(k=e((()=>{l(),u(),m(),y(),b=i(),{expect:x,fn:S,within:C}=__STORYBOOK_MODULE_TEST__,{product:w}=p(1,`Hero Hoodie`),T={title:`Storefront/AddToWishlistButton`,component:g,tags:[`autodocs`],args:{action:`${window.location.origin}/wishlist/index/add`,productId:w.id,productName:w.name,getFormKey:()=>`abcdefghijklmnop`,submitForm:S()}},E={play:async({args:e,canvasElement:t})=>{let n=C(t);await x(n.getByRole(`button`,{name:`Add to Wish List: Hero Hoodie`})).toBeEnabled(),await x(e.submitForm).not.toHaveBeenCalled()}},D={render:e=>(0,b.jsx)(`ul`,{className:`grid w-64`,children:(0,b.jsx)(f,{product:{...w,shortDescription:`A soft fleece hoodie with a kangaroo pocket.`},index:0,listName:`Category Products`,action:(0,b.jsxs)(b.Fragment,{children:[(0,b.jsx)(d,{action:`/checkout/cart/add/`,productId:w.id,sku:w.sku,name:w.name,submit:S(async()=>({}))}),(0,b.jsx)(g,{...e,className:`mt-1`})]})})}),play:async({args:e,canvasElement:t})=>{let n=C(t);await x(n.getByRole(`button`,{name:`Add to Cart`})).toBeEnabled(),await x(n.getByRole(`button`,{name:`Add to Wish List: Hero Hoodie`})).toBeEnabled(),await x(e.submitForm).not.toHaveBeenCalled()}},O=[`Default`,`InATile`],E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  play: async ({
    args,
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', {
      name: 'Add to Wish List: Hero Hoodie'
    })).toBeEnabled();
    await expect(args.submitForm).not.toHaveBeenCalled();
  }
}`,...E.parameters?.docs?.source},description:{story:`The link-styled button alone.`,...E.parameters?.docs?.description}}},D.parameters={...D.parameters,docs:{...D.parameters?.docs,source:{originalSource:`{
  render: args => <ul className="grid w-64">
      <ProductTile product={{
      ...product,
      shortDescription: 'A soft fleece hoodie with a kangaroo pocket.'
    }} index={0} listName="Category Products" action={<>
            <AddToCartForm action="/checkout/cart/add/" productId={product.id} sku={product.sku} name={product.name} submit={fn(async () => ({}))} />
            <AddToWishlistButton {...args} className="mt-1" />
          </>} />
    </ul>,
  play: async ({
    args,
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', {
      name: 'Add to Cart'
    })).toBeEnabled();
    await expect(canvas.getByRole('button', {
      name: 'Add to Wish List: Hero Hoodie'
    })).toBeEnabled();
    await expect(args.submitForm).not.toHaveBeenCalled();
  }
}`,...D.parameters?.docs?.source},description:{story:`Under a grid tile's Add to Cart, as categories and search show it.`,...D.parameters?.docs?.description}}}})))()}k();export{E as Default,D as InATile,O as __namedExportsOrder,T as default};