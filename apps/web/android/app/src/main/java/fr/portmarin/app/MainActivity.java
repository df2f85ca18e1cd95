package fr.portmarin.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
