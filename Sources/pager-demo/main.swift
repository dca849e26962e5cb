print("pager-demo")
