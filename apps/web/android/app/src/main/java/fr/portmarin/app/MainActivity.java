package fr.portmarin.app;

import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.os.Build;
import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        createNotificationChannels();
    }

    /**
     * The channels the server's pushes name (apps/server/src/plugins/push-fcm.ts): they must exist
     * before a push arrives with the app closed. Alerts get their own, louder channel, which the
     * resident can tune apart from the ordinary notifications in Android's settings.
     */
    private void createNotificationChannels() {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return;
        NotificationManager manager = getSystemService(NotificationManager.class);
        if (manager == null) return;
        NotificationChannel ordinary = new NotificationChannel(
            getString(R.string.notification_channel_default),
            getString(R.string.notification_channel_default_name),
            NotificationManager.IMPORTANCE_DEFAULT
        );
        NotificationChannel alerts = new NotificationChannel(
            getString(R.string.notification_channel_alerts),
            getString(R.string.notification_channel_alerts_name),
            NotificationManager.IMPORTANCE_HIGH
        );
        alerts.setDescription(getString(R.string.notification_channel_alerts_description));
        manager.createNotificationChannel(ordinary);
        manager.createNotificationChannel(alerts);
    }
}
